import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { optionalCallerId } from '../../plugins/app/authorization.ts';
import { searchBib } from './bib-search.ts';
import { searchPhotos } from './merged-search.ts';
import { bibsByName } from './name-search.ts';
import {
  AlbumPhotosBody,
  BibSearchBody,
  BibSearchResult,
  ByUserQuery,
  MergedSearchBody,
  MergedSearchResult,
  NameSearchBody,
  NameSearchResult,
  PhotoDetail,
  PhotoDetailQuery,
  PhotoList,
  PhotographerPage,
  PhotographerPageQuery,
  PlaceTimePhotos,
  PlaceTimeQuery,
  UserAlbums,
} from './schemas.ts';
import { browseByPlaceAndTime } from './place-time-browse.ts';
import { photographerPage } from './photographer-page.ts';
import { albumPhotos, albumsByUser, photoDetail } from './service.ts';

// The original site's service name, misspelling included.
const base = '/api/services/app/PhotoGalleryConfigAppSerivce';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/GetPhotoGalleryListNew`,
    {
      schema: {
        summary:
          'Bib search in an activity: exact match, confident tags first, newest first; paged over photos, grouped by album',
        body: BibSearchBody,
        response: envelopeOf(BibSearchResult),
      },
      config: { guestReadCache: true, pageRead: true },
    },
    async (request) => ok(await searchBib(app, request.culture, request.body)),
  );

  app.post(
    `${base}/GetBibsByName`,
    {
      schema: {
        summary:
          "A runner's bibs by their whole registered name (exact, never a part), only bibs with published photos; the same empty answer for any other name (decision 067)",
        body: NameSearchBody,
        response: envelopeOf(NameSearchResult),
      },
      config: { rateLimit: { max: app.config.nameSearchRateLimit, timeWindow: 60_000 } },
    },
    async (request) => ok(await bibsByName(app, request.body)),
  );

  app.post(
    `${base}/SearchPhotos`,
    {
      schema: {
        summary:
          "A bib, a kept selfie search (the caller's own) or both, merged: each photo once with how it was found; both first, then bib hits, selfie matches by similarity, linked-face hits",
        body: MergedSearchBody,
        response: envelopeOf(MergedSearchResult),
      },
    },
    async (request) =>
      ok(await searchPhotos(app, request.culture, { ...request.body, callerId: await optionalCallerId(app, request) })),
  );

  app.post(
    `${base}/GetPhotoGalleryList`,
    {
      schema: {
        summary: "An album's published photos, newest first, optionally within a taken-at range",
        body: AlbumPhotosBody,
        response: envelopeOf(PhotoList),
      },
    },
    async (request) => ok(await albumPhotos(app, request.body)),
  );

  app.get(
    `${base}/GetActivityPhotosByPlaceAndTime`,
    {
      schema: {
        summary:
          "An activity's published photos at one camera point within a time window of its day (Taipei), newest first",
        querystring: PlaceTimeQuery,
        response: envelopeOf(PlaceTimePhotos),
      },
      config: { publicCache: true },
    },
    async (request) => ok(await browseByPlaceAndTime(app, request.culture, request.query)),
  );

  app.get(
    `${base}/GetAllByUser`,
    {
      schema: {
        summary: "A photographer's albums with their activity, newest activity first",
        querystring: ByUserQuery,
        response: envelopeOf(UserAlbums),
      },
      config: { publicCache: true },
    },
    async (request) => ok(await albumsByUser(app, request.culture, request.query)),
  );

  app.get(
    `${base}/GetPhotographerPage`,
    {
      schema: {
        summary:
          "A certified photographer's page: introduction, counts, albums grouped by activity (paged by activity)",
        querystring: PhotographerPageQuery,
        response: envelopeOf(PhotographerPage),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(await photographerPage(app, request.culture, request.query)),
  );

  app.get(
    `${base}/GetPhotoDetail`,
    {
      schema: {
        summary: 'A photo with its album, activity, photographer and the photos taken within 5 s of it (前後五秒)',
        querystring: PhotoDetailQuery,
        response: envelopeOf(PhotoDetail),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await photoDetail(app, request.culture, request.query.id)),
  );
};

export default routes;
