import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { optionalCallerId, requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { hideMeRateLimit } from './hide-me-limit.ts';
import { hideMe, listHideRequests, listMyHideRequests, undoHideRequest } from './hide-requests.ts';
import {
  ActivityQuery,
  AdminHideRequestQuery,
  AdminHideRequestView,
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
import { reindexFaces, searchAgain, searchByFace, setFaceSearch } from './service.ts';

const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
const tags = ['FaceSearch'];
const multipart = { consumes: ['multipart/form-data'] };
const albumsAdmin = { auth: { admin: [PERMISSIONS.Albums] } };
/** Reviewing hide-me requests is photo moderation. */
const moderator = { auth: { admin: [PERMISSIONS.AlbumsImages] } };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** A selfie search is open to guests; a member's is kept as theirs (an expired token: 401). */
  const callerId = (request: FastifyRequest) => optionalCallerId(app, request);

  app.post(
    '/api/services/app/FaceSearch/Search',
    {
      schema: {
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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

  app.get(
    '/api/services/app/AdminFaceSearch/GetHiddenList',
    {
      schema: {
        tags: ['AdminFaceSearch'],
        summary: 'Every hide-me request, newest first, optionally of one activity or member',
        querystring: AdminHideRequestQuery,
        response: envelopeOf(PagedResult(AdminHideRequestView)),
      },
      config: moderator,
    },
    async (request) => ok(await listHideRequests(app, request.culture, request.query)),
  );

  app.post(
    '/api/services/app/AdminFaceSearch/UndoHide',
    {
      schema: {
        tags: ['AdminFaceSearch'],
        summary: "Undo any member's hide-me request: its faces are found again",
        body: HideRequestBody,
        response: envelopeOf(UndoResult),
      },
      config: moderator,
    },
    async (request) => {
      const userId = requireUser(request).id;
      return ok(await undoHideRequest(app, request.body.id, { userId, ownerOnly: false }));
    },
  );

  app.post(
    '/api/services/app/AdminActivity/SetFaceSearch',
    {
      schema: {
        tags: ['AdminActivity'],
        summary:
          "Switch an activity's face search on or off (off also deletes its faces, but keeps hidden ones hidden)",
        body: Type.Object({ activityId: Type.Integer({ minimum: 1 }), enabled: Type.Boolean() }),
        response: envelopeOf(Type.Null()),
      },
      config: albumsAdmin,
    },
    async (request) => {
      await setFaceSearch(app, request.body.activityId, request.body.enabled);
      return ok(null);
    },
  );

  app.post(
    '/api/services/app/AdminActivity/ReindexFaces',
    {
      schema: {
        tags: ['AdminActivity'],
        summary:
          'Detect the faces of every published photo of the activity again, in the background (replaces its stored faces; hidden faces stay hidden)',
        querystring: ActivityQuery,
        response: envelopeOf(Type.Object({ photos: Type.Integer({ description: 'Photos queued for indexing' }) })),
      },
      config: albumsAdmin,
    },
    async (request) => ok({ photos: await reindexFaces(app, request.query.activityId) }),
  );
};

export default routes;
