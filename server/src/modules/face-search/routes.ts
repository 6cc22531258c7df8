import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { optionalCallerId, requireUser } from '../../plugins/app/authorization.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { hideMeRateLimit } from './hide-me-limit.ts';
import { hideMe, listMyHideRequests, undoHideRequest } from './hide-requests.ts';
import {
  ActivityQuery,
  FaceResult,
  HideMeResult,
  HideRequestBody,
  HideRequestView,
  NotMeBody,
  SearchAgainQuery,
  SearchQuery,
  UndoResult,
} from './schemas.ts';
import { markNotMe } from './not-me.ts';
import { searchAgain, searchByFace } from './service.ts';

export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
const multipart = { consumes: ['multipart/form-data'] };
/** Reviewing hide-me requests is photo moderation. */

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** A selfie search is open to guests; a member's is kept as theirs (an expired token: 401). */
  const callerId = (request: FastifyRequest) => optionalCallerId(app, request);

  app.post(
    '/api/services/app/FaceSearch/Search',
    {
      schema: {
        summary:
          'Find an activity\'s photos of a person from one selfie (multipart "file", JPEG/PNG/WebP ≤ 10 MB; the picture is never stored, its faces\' boxes and descriptors are kept 24 h under searchId)',
        ...multipart,
        querystring: SearchQuery,
        response: envelopeOf(FaceResult),
      },
      // Each search costs a face detection: limited per client address.
      config: { rateLimit: { max: app.config.faceSearchRateLimit, timeWindow: 60_000 } },
    },
    async (request) => {
      const userId = await callerId(request);
      const { buffer } = await readImageUpload(request, SELFIE_MAX_BYTES);
      return ok(await searchByFace(app, { ...request.query, selfie: buffer, userId, culture: request.culture }));
    },
  );

  app.get(
    '/api/services/app/FaceSearch/GetResult',
    {
      schema: {
        summary:
          "Another page of a kept selfie search, or the search again with another of the selfie's faces (a member's search only for that member)",
        querystring: SearchAgainQuery,
        response: envelopeOf(FaceResult),
      },
    },
    async (request) =>
      ok(await searchAgain(app, { ...request.query, callerId: await callerId(request), culture: request.culture })),
  );

  app.post(
    '/api/services/app/FaceSearch/NotMe',
    {
      schema: {
        summary:
          "不是我: the photo leaves the member's face-search results in the activity from now on (their own search only)",
        body: NotMeBody,
        response: envelopeOf(Type.Object({ photoId: Type.Integer() })),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(await markNotMe(app, requireUser(request).id, request.body.searchId, request.body.photoId)),
  );

  app.post(
    '/api/services/app/FaceSearch/HideMe',
    {
      schema: {
        summary:
          "Not me / hide me: the faces matching the member's selfie stop being found in the activity (recorded, undoable; the activity's own photos, and faces cut out of them, are refused as a selfie; FACE_HIDE_RATE_LIMIT an hour)",
        ...multipart,
        querystring: ActivityQuery,
        response: envelopeOf(HideMeResult),
      },
      config: { auth: 'member' },
      onRequest: hideMeRateLimit(app),
    },
    async (request) => {
      const { buffer } = await readImageUpload(request, SELFIE_MAX_BYTES);
      const member = { userId: requireUser(request).id, log: request.log };
      return ok(await hideMe(app, member, request.query.activityId, buffer));
    },
  );

  app.get(
    '/api/services/app/FaceSearch/GetMyHidden',
    {
      schema: {
        summary: "The member's hide-me requests, newest first (undone ones too)",
        querystring: Type.Object(pagingQuery()),
        response: envelopeOf(PagedResult(HideRequestView)),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(await listMyHideRequests(app, requireUser(request).id, request.culture, request.query)),
  );

  app.post(
    '/api/services/app/FaceSearch/UndoHideMe',
    {
      schema: {
        summary: "Undo one of the member's own hide-me requests: its faces are found again",
        body: HideRequestBody,
        response: envelopeOf(UndoResult),
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const userId = requireUser(request).id;
      return ok(await undoHideRequest(app, request.body.id, { userId, ownerOnly: true }));
    },
  );
};

export default routes;
