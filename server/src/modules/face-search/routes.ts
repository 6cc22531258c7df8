import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { readImageUpload } from '../../lib/images.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PhotoView } from '../../shared/views/photo-view.ts';
import { PhotographerView } from '../../shared/views/photographer-view.ts';
import { hideMe, reindexFaces, searchByFace, setFaceSearch } from './service.ts';

const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
const tags = ['FaceSearch'];
const multipart = { consumes: ['multipart/form-data'] };

const SearchQuery = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});
const FaceResult = PagedResult(
  Type.Object({
    coId: Type.Integer(),
    albumName: Type.String(),
    photographer: PhotographerView,
    photos: Type.Array(Type.Object({ ...PhotoView.properties, distance: Type.Number() })),
  }),
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Each search costs a face detection: limit it per client.
  const rateLimit = { max: app.config.faceSearchRateLimit, timeWindow: 60_000 };

  app.post(
    '/api/services/app/FaceSearch/Search',
    {
      schema: {
        tags,
        summary:
          'Find an activity\'s photos of a person from one selfie (multipart "file", JPEG/PNG/WebP ≤ 10 MB; never stored)',
        ...multipart,
        querystring: SearchQuery,
        response: envelopeOf(FaceResult),
      },
      config: { rateLimit },
    },
    async (request) => {
      const { buffer } = await readImageUpload(request, SELFIE_MAX_BYTES);
      return ok(await searchByFace(app, { ...request.query, selfie: buffer }));
    },
  );

  app.post(
    '/api/services/app/FaceSearch/HideMe',
    {
      schema: {
        tags,
        summary: 'Not me / hide me: photos matching this selfie stop being found in the activity',
        ...multipart,
        querystring: Type.Object({ activityId: Type.Integer({ minimum: 1 }) }),
        response: envelopeOf(Type.Object({ hidden: Type.Integer() })),
      },
      config: { auth: 'member', rateLimit },
    },
    async (request) => {
      const { buffer } = await readImageUpload(request, SELFIE_MAX_BYTES);
      return ok({ hidden: await hideMe(app, requireUser(request).id, request.query.activityId, buffer) });
    },
  );

  app.post(
    '/api/services/app/AdminActivity/SetFaceSearch',
    {
      schema: {
        tags: ['AdminActivity'],
        summary: "Switch an activity's face search on or off (off also deletes its faces)",
        body: Type.Object({ activityId: Type.Integer({ minimum: 1 }), enabled: Type.Boolean() }),
        response: envelopeOf(Type.Null()),
      },
      config: { auth: { admin: ['Pages.Albums'] } },
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
        querystring: Type.Object({ activityId: Type.Integer({ minimum: 1 }) }),
        response: envelopeOf(Type.Object({ photos: Type.Integer({ description: 'Photos queued for indexing' }) })),
      },
      config: { auth: { admin: ['Pages.Albums'] } },
    },
    async (request) => ok({ photos: await reindexFaces(app, request.query.activityId) }),
  );
};

export default routes;
