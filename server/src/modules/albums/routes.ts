import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { badRequest } from '../../lib/errors.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PagedResult } from '../../shared/paging.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/external/multipart.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import {
  AlbumQuery,
  AlbumResult,
  BibTagsBody,
  ChangedResult,
  CreateAlbumBody,
  DeleteBody,
  ExistingHashesBody,
  ExistingHashesResult,
  MyAlbum,
  MyAlbumsQuery,
  ProgressQuery,
  ProgressResult,
  UpdateMoneyBody,
  UploadResult,
  VisibilityBody,
} from './schemas.ts';
import { listMyAlbums } from './my-albums.ts';
import { offeredPrices } from './prices.ts';
import {
  createAlbum,
  deletePhotos,
  existingHashes,
  ownAlbum,
  setBibTags,
  setHidden,
  updatePrice,
  uploadProgress,
} from './service.ts';
import { uploadPhotos } from './upload.ts';

const photos = '/api/services/app/PhotoGalleryList';
const photographer = { auth: 'photographer' as const };
/** The routes the command-line uploader needs also take a photographer's upload token (decisions/078). */
const uploader = { ...photographer, uploadToken: true as const };

/** What a photographer does with their own albums: create, upload, price, tag, hide, delete. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    {
      schema: {
        summary: "Create the caller's album in an activity",
        body: CreateAlbumBody,
        response: envelopeOf(AlbumResult),
      },
      config: photographer,
    },
    async (request) => ok(await createAlbum(app, requireUser(request), request.body)),
  );

  app.get(
    '/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbums',
    {
      schema: {
        summary: "The caller's albums, newest first, optionally of one activity (to upload into)",
        querystring: MyAlbumsQuery,
        response: envelopeOf(PagedResult(MyAlbum)),
      },
      config: uploader,
    },
    async (request) => ok(await listMyAlbums(app, requireUser(request), request.culture, request.query)),
  );

  app.post(
    `${photos}/GetExistingHashes`,
    {
      schema: {
        summary: 'Which content hashes (SHA-256 hex of the bytes) the album already holds: files not to send again',
        body: ExistingHashesBody,
        response: envelopeOf(ExistingHashesResult),
      },
      config: uploader,
    },
    async (request) => {
      const album = await ownAlbum(app, requireUser(request), request.body.coId);
      return ok({ hashes: await existingHashes(app, album.id, request.body.hashes) });
    },
  );

  app.post(
    `${photos}/Upload`,
    {
      schema: {
        summary: 'Upload many photos into an album (multipart, any number of "file" parts, each ≤ 50 MB)',
        consumes: ['multipart/form-data'],
        querystring: AlbumQuery,
        response: envelopeOf(UploadResult),
      },
      config: uploader,
    },
    async (request) => {
      const album = await ownAlbum(app, requireUser(request), request.query.coId);
      if (!request.isMultipart()) throw badRequest('upload.noFiles');
      // Parts arrive one after the other on the same connection: each is streamed to storage in turn.
      // An over-size file is cut short and reported, not allowed to fail the whole batch.
      const files = request.files({ limits: { fileSize: MAX_UPLOAD_BYTES }, throwFileSizeLimit: false });
      return ok(await uploadPhotos(app, album, files, request.culture));
    },
  );

  app.get(
    `${photos}/GetUploadProgress`,
    {
      schema: {
        summary: "Processing progress of an album, or of one upload batch, with each failure's reason",
        querystring: ProgressQuery,
        response: envelopeOf(ProgressResult),
      },
      config: uploader,
    },
    async (request) => {
      const album = await ownAlbum(app, requireUser(request), request.query.coId);
      return ok(await uploadProgress(app, album.id, request.query.batchId));
    },
  );

  app.get(
    `${photos}/getMoneyList`,
    {
      schema: {
        summary: 'The prices (NT$) a photographer may choose',
        response: envelopeOf(Type.Array(Type.Integer())),
      },
    },
    async () => ok(await offeredPrices(app.db)),
  );

  app.post(
    `${photos}/UpdateMoney`,
    {
      schema: {
        summary: "Set the price of some photos, or of a whole album (then also the album's default)",
        body: UpdateMoneyBody,
        response: envelopeOf(ChangedResult),
      },
      config: photographer,
    },
    async (request) => ok({ changed: await updatePrice(app, requireUser(request), request.body) }),
  );

  app.post(
    `${photos}/UpdateBibTags`,
    {
      schema: {
        summary: "Set or correct a photo's bib numbers",
        body: BibTagsBody,
        response: envelopeOf(ChangedResult),
      },
      config: photographer,
    },
    async (request) => {
      const changed = await setBibTags(app, requireUser(request), request.body.photoId, request.body.bibs);
      return ok({ changed });
    },
  );

  app.post(
    `${photos}/SetHidden`,
    {
      schema: {
        summary: 'Hide photos from buyers, or show them again',
        body: VisibilityBody,
        response: envelopeOf(ChangedResult),
      },
      config: photographer,
    },
    async (request) =>
      ok({ changed: await setHidden(app, requireUser(request), request.body.photoIds, request.body.hidden) }),
  );

  app.post(
    `${photos}/Delete`,
    {
      schema: { summary: 'Delete photos and their files', body: DeleteBody, response: envelopeOf(ChangedResult) },
      config: photographer,
    },
    async (request) => ok({ changed: await deletePhotos(app, requireUser(request), request.body.photoIds) }),
  );
};

export default routes;
