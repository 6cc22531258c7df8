import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { MySignUpsQuery, SignUpBody, SignUpIdBody, SignUpList, SignUpView } from './schemas.ts';
import { mySignUps, signUp, withdraw } from './service.ts';

const base = '/api/services/app/Activity';
const photographer = { auth: 'photographer' as const };

/** Shooting sign-ups: a photographer's own, and the back office's attendance list. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/CreateMyInfo`,
    {
      schema: {
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
};

export default routes;
