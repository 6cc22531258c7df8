import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { listHideRequests, undoHideRequest } from './hide-requests.ts';
import { ActivityQuery, AdminHideRequestQuery, AdminHideRequestView, HideRequestBody, UndoResult } from './schemas.ts';
import { reindexFaces, setFaceSearch } from './service.ts';

const albumsAdmin = { auth: { admin: [PERMISSIONS.Albums] } };
/** Reviewing hide-me requests is photo moderation. */
const moderator = { auth: { admin: [PERMISSIONS.AlbumsImages] } };

/** Hide-me review and per-activity face search switches in the back office. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminFaceSearch/GetHiddenList',
    {
      schema: {
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

export default adminRoutes;
