import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import {
  MySignUpsQuery,
  RecordList,
  RecordListBody,
  SignUpBody,
  SignUpIdBody,
  SignUpList,
  SignUpView,
} from './schemas.ts';
import { mySignUps, recordList, signUp, withdraw } from './service.ts';

const base = '/api/services/app/Activity';
const tags = ['Activity'];
const photographer = { auth: 'photographer' as const };

/** Shooting sign-ups: a photographer's own, and the back office's attendance list. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/CreateMyInfo`,
    {
      schema: {
        tags,
        summary: 'Sign up to shoot an activity at a camera point (until 30 days after its date)',
        body: SignUpBody,
        response: envelopeOf(SignUpView),
      },
      config: photographer,
    },
    async (request) => ok(await signUp(app, request.culture, requireUser(request).id, request.body)),
  );

  app.get(
    `${base}/getMyInfo`,
    {
      schema: {
        tags,
        summary: "The caller's shooting sign-ups, newest activity first",
        querystring: MySignUpsQuery,
        response: envelopeOf(SignUpList),
      },
      config: photographer,
    },
    async (request) => ok(await mySignUps(app, request.culture, requireUser(request).id, request.query)),
  );

  app.post(
    `${base}/DeleteMyInfo`,
    {
      schema: {
        tags,
        summary: 'Withdraw one of the caller’s sign-ups',
        body: SignUpIdBody,
        response: envelopeOf(Type.Null()),
      },
      config: photographer,
    },
    async (request) => {
      await withdraw(app, requireUser(request).id, request.body.id);
      return ok(null);
    },
  );

  app.post(
    `${base}/RecordList`,
    {
      schema: {
        tags,
        summary: 'Who shoots which activity where, by activity and/or photographer',
        body: RecordListBody,
        response: envelopeOf(RecordList),
      },
      config: { auth: { admin: [PERMISSIONS.Attendance] } },
    },
    async (request) => ok(await recordList(app, request.culture, request.body)),
  );
};

export default routes;
