import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AppError } from '../../lib/errors.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { servableImageType } from '../../lib/images.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { downloadableOrder, downloadablePhoto, downloader, type Purchase } from './access.ts';
import {
  DownloadLink,
  MyPhotos,
  MyPhotosQuery,
  OrderDownloadQuery,
  OrderDownloads,
  OrderQuery,
  PhotoDownloadQuery,
  PhotoQuery,
} from './schemas.ts';
import { myPhotos, orderDownloads } from './service.ts';
import { DOWNLOAD_TOKEN_SECONDS, downloadLink } from './tokens.ts';
import { attachment, privateDownload } from '../../lib/attachment.ts';
import { entryNames, streamZip } from './zip.ts';
import { recordDownload } from './download-log.ts';

const root = '/api/services/app';
const base = `${root}/Download`;
const member = { auth: 'member' as const };
const errorsOnly = { '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') };

/** Purchased photos and their originals: one link, one streamed file, or a whole order as a ZIP. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** A bought original is logged on its order; its photographer's or an admin's own look is not. */
  const recordOriginal = (request: FastifyRequest, userId: number, purchase: Purchase | null) => {
    if (purchase)
      recordDownload(app, request, { userId, orderId: purchase.orderId, orderItemId: purchase.id, kind: 'original' });
  };

  app.get(
    `${root}/MyPhoto/GetAll`,
    {
      schema: {
        summary: "The member's purchased photos (paid orders), most recently paid first",
        querystring: MyPhotosQuery,
        response: envelopeOf(MyPhotos),
      },
      config: member,
    },
    async (request) => ok(await myPhotos(app, request.culture, requireUser(request).id, request.query)),
  );

  app.get(
    `${root}/PhotoGalleryConfigAppSerivce/getDownDtl`,
    {
      schema: {
        summary: "An order's photos for its download page (the buyer's own order; any for an admin)",
        querystring: OrderQuery,
        response: envelopeOf(OrderDownloads),
      },
      config: member,
    },
    async (request) => ok(await orderDownloads(app, request.culture, requireUser(request), request.query.orderId)),
  );

  app.get(
    `${base}/GetOriginalUrl`,
    {
      schema: {
        summary:
          `A link to the original valid ${DOWNLOAD_TOKEN_SECONDS} s, saved under its file name: signed for the S3 ` +
          'store when S3_ENDPOINT is set, else Download/Original at PUBLIC_URL with a download token',
        querystring: PhotoQuery,
        response: envelopeOf(DownloadLink),
      },
      config: member,
    },
    async (request) => {
      const user = requireUser(request);
      const photo = await downloadablePhoto(app, user, request.query.photoId);
      // The embedded store has no address another machine (or account) could open: the server streams it.
      if (!app.config.s3.endpoint) {
        return ok(downloadLink(app, user.id, `${app.config.publicUrl}${base}/Original`, { photoId: photo.id }));
      }
      const url = await app.storage.signedUrl('originals', photo.originalKey, DOWNLOAD_TOKEN_SECONDS, {
        contentDisposition: attachment(photo.fileName),
      });
      // A signed link goes straight to the store: handing it out is the download.
      recordOriginal(request, user.id, photo.purchase);
      return ok({ url, expiresInSeconds: DOWNLOAD_TOKEN_SECONDS });
    },
  );

  app.get(
    `${base}/GetOriginalStreamUrl`,
    {
      schema: {
        summary: `A link to Download/Original for a browser, valid ${DOWNLOAD_TOKEN_SECONDS} s`,
        querystring: PhotoQuery,
        response: envelopeOf(DownloadLink),
      },
      config: member,
    },
    async (request) => {
      const user = requireUser(request);
      const { photoId } = request.query;
      await downloadablePhoto(app, user, photoId);
      return ok(downloadLink(app, user.id, `${base}/Original`, { photoId }));
    },
  );

  app.get(
    `${base}/GetOrderZipUrl`,
    {
      schema: {
        summary: `A link to Download/OrderZip for a browser, valid ${DOWNLOAD_TOKEN_SECONDS} s`,
        querystring: OrderQuery,
        response: envelopeOf(DownloadLink),
      },
      config: member,
    },
    async (request) => {
      const user = requireUser(request);
      const { orderId } = request.query;
      await downloadableOrder(app, user, orderId);
      return ok(downloadLink(app, user.id, `${base}/OrderZip`, { orderId }));
    },
  );

  // Access is checked in the handler: these accept a bearer header or a download token.
  app.get(
    `${base}/Original`,
    {
      schema: {
        summary: 'The original photo, streamed through the server as an attachment',
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
        querystring: PhotoDownloadQuery,
        response: errorsOnly,
      },
    },
    async (request, reply) => {
      const { photoId, token } = request.query;
      const user = await downloader(app, request, token, { photoId });
      const photo = await downloadablePhoto(app, user, photoId);
      const object = await app.storage.get('originals', photo.originalKey);
      if (!object) {
        request.log.error({ photoId }, 'original missing from storage');
        throw new AppError('NotFound', 'download.originalMissing');
      }
      recordOriginal(request, user.id, photo.purchase);
      // Stored as the type its bytes are (decisions/016); an older object's declared type is not trusted.
      privateDownload(reply, photo.fileName, servableImageType(object.contentType));
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );

  app.get(
    `${base}/OrderZip`,
    {
      schema: {
        summary: "A paid order's originals as one ZIP, streamed (entries: activity/file name)",
        produces: ['application/zip'],
        querystring: OrderDownloadQuery,
        response: errorsOnly,
      },
    },
    async (request, reply) => {
      const { orderId, token } = request.query;
      const user = await downloader(app, request, token, { orderId });
      const order = await downloadableOrder(app, user, orderId);
      const photos = order.items.map((item) => item.photo);
      const names = entryNames(photos.map((p) => ({ folder: p.activity.title, fileName: p.fileName })));
      const zip = streamZip(
        app.storage,
        request.log,
        photos.map((p, i) => ({ name: names[i]!, photoId: p.id, originalKey: p.originalKey })),
      );
      // A client that goes away stops the archive and the storage read in progress.
      recordDownload(app, request, { userId: user.id, orderId: order.id, orderItemId: null, kind: 'zip' });
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) zip.abort();
      });
      return privateDownload(reply, `order-${order.merchantTradeNo}.zip`, 'application/zip').send(zip.stream);
    },
  );
};

export default routes;
