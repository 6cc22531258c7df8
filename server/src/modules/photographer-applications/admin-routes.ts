import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationListQuery,
  DecisionBody,
  IdQuery,
  PhotographerAuthQuery,
  PhotographerAuthResult,
} from './schemas.ts';
import { applicationDetail, decide, listApplications, setPhotographerAuth } from './service.ts';
const readers = { auth: { admin: [PERMISSIONS.Applications] } };
const reviewers = { auth: { admin: [PERMISSIONS.ApplicationsReview] } };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminMemEmber/GetPhotographerApplications',
    {
      schema: {
        summary: 'Photographer applications, newest first, by status and a name / e-mail / phone search',
        querystring: ApplicationListQuery,
        response: envelopeOf(PagedResult(ApplicationListItem)),
      },
      config: readers,
    },
    async (request) => ok(await listApplications(app, request.culture, request.query)),
  );

  app.get(
    '/api/services/app/AdminMemEmber/GetPhotographerApplication',
    {
      schema: {
        summary: "Everything an applicant sent, links to the sample photos, and the applicant's account",
        querystring: IdQuery,
        response: envelopeOf(ApplicationDetail),
      },
      config: readers,
    },
    async (request) => ok(await applicationDetail(app, request.culture, request.query.id)),
  );

  app.post(
    '/api/services/app/AdminMemEmber/UpdatePhotoGrapher',
    {
      schema: {
        summary:
          'Approve a pending application (the member becomes a photographer at once) or reject it with a reason; the applicant is mailed',
        body: DecisionBody,
        response: envelopeOf(Type.Object({ id: Type.Integer(), status: Type.String() })),
      },
      config: reviewers,
    },
    async (request) => ok(await decide(app, requireUser(request).id, request.body)),
  );

  // GET as in the original site (spec §7), though it changes state: protected like the rest.
  app.get(
    '/api/services/app/AdminMemEmber/UpdatePhotographerAuth',
    {
      schema: {
        summary:
          "Block a photographer (their photographer endpoints answer 605) or restore them ('blocked' / 'restore')",
        querystring: PhotographerAuthQuery,
        response: envelopeOf(PhotographerAuthResult),
      },
      config: reviewers,
    },
    async (request) => ok(await setPhotographerAuth(app, request.query.userId, request.query.status)),
  );
};

export default routes;
