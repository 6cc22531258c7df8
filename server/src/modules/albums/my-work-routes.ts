import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { ChangedResult } from './schemas.ts';
import {
  AddBibTagBody,
  AlbumPhotosQuery,
  AlbumPhotosResult,
  MyAlbumsQuery,
  MyAlbumsResult,
  ReprocessBody,
  ReprocessResult,
} from './my-work-schemas.ts';
import { addBibTag, albumPhotos, myAlbumsWithCounts, reprocessPhotos } from './my-work.ts';
import { ownAlbum } from './service.ts';

const photographer = { auth: 'photographer' as const };

/** "My work": the photographer's albums with counts, an album's photos page by page, processing again. */
const myWorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbumsWithCounts',
    {
      schema: {
        summary: "The caller's albums, newest activity first, with their photos counted by status",
        querystring: MyAlbumsQuery,
        response: envelopeOf(MyAlbumsResult),
      },
      config: photographer,
    },
    async (request) => {
      const { SkipCount, MaxResultCount, ...filter } = request.query;
      const user = requireUser(request);
      return ok(await myAlbumsWithCounts(app, user, request.culture, filter, { SkipCount, MaxResultCount }));
    },
  );

  app.get(
    '/api/services/app/PhotoGalleryList/GetMyAlbumPhotos',
    {
      schema: {
        summary: "One page of the caller's album's photos, by status and bib, in the order taken",
        querystring: AlbumPhotosQuery,
        response: envelopeOf(AlbumPhotosResult),
      },
      config: photographer,
    },
    async (request) => {
      const { coId, SkipCount, MaxResultCount, ...filter } = request.query;
      const album = await ownAlbum(app, requireUser(request), coId);
      return ok(await albumPhotos(app, album, filter, { SkipCount, MaxResultCount }));
    },
  );

  app.post(
    '/api/services/app/PhotoGalleryList/Reprocess',
    {
      schema: {
        summary: "Process the caller's failed photos again (others are skipped and counted)",
        body: ReprocessBody,
        response: envelopeOf(ReprocessResult),
      },
      config: photographer,
    },
    async (request) => ok(await reprocessPhotos(app, requireUser(request), request.body.ids)),
  );

  app.post(
    '/api/services/app/PhotoGalleryList/AddBibTag',
    {
      schema: {
        summary: "Tag the caller's photos with one more bib (tags they already have stay as they are)",
        body: AddBibTagBody,
        response: envelopeOf(ChangedResult),
      },
      config: photographer,
    },
    async (request) => {
      const changed = await addBibTag(app, requireUser(request), request.body.photoIds, request.body.bib);
      return ok({ changed });
    },
  );
};

export default myWorkRoutes;
