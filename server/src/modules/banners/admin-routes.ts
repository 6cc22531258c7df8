import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { SortOrderBody } from '../../shared/sort-order.ts';
import {
  AdminBannerList,
  AdminBannerListQuery,
  AdminBannerView,
  BannerFields,
  BannerIdQuery,
  BannerImage,
  BannerTypeList,
  UpdateBannerBody,
} from './schemas.ts';
import {
  bannerTypes,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  reorderBanners,
  saveBannerImage,
  updateBanner,
} from './service.ts';

const base = '/api/services/app/AdminBanner';
const admin = { auth: { admin: [PERMISSIONS.Banners] } };
export const BANNER_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/** The back office's banners: the home carousel's slides, their schedule and order. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/getBannerTypeList`,
    { config: admin, schema: { summary: 'Where banners can be shown', response: envelopeOf(BannerTypeList) } },
    async (request) => ok(bannerTypes(request.culture)),
  );

  app.get(
    `${base}/Get`,
    {
      config: admin,
      schema: { summary: 'One banner', querystring: BannerIdQuery, response: envelopeOf(AdminBannerView) },
    },
    async (request) => ok(await getBanner(app, request.query.Id)),
  );

  app.post(
    `${base}/GetAll`,
    {
      config: admin,
      schema: {
        summary: 'Banners by type and sort',
        body: AdminBannerListQuery,
        response: envelopeOf(AdminBannerList),
      },
    },
    async (request) => ok(await listBanners(app, request.body)),
  );

  app.post(
    `${base}/Create`,
    {
      config: admin,
      schema: { summary: 'Add a banner', body: BannerFields, response: envelopeOf(AdminBannerView) },
    },
    async (request) => ok(await createBanner(app, request.body)),
  );

  app.put(
    `${base}/Update`,
    {
      config: admin,
      schema: { summary: 'Change a banner', body: UpdateBannerBody, response: envelopeOf(AdminBannerView) },
    },
    async (request) => ok(await updateBanner(app, request.body)),
  );

  app.delete(
    `${base}/Delete`,
    {
      config: admin,
      schema: {
        summary: 'Remove a banner and its image',
        querystring: BannerIdQuery,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await deleteBanner(app, request.query.Id);
      return ok(null);
    },
  );

  app.post(
    `${base}/UpdateStore`,
    {
      config: admin,
      schema: {
        summary: 'Save the order after a drag: each row’s new sort',
        body: SortOrderBody,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await reorderBanners(app, request.body.items);
      return ok(null);
    },
  );

  app.post(
    `${base}/UploadImage`,
    {
      config: admin,
      schema: {
        summary: 'Upload a banner picture (multipart field "file", ≤ 15 MB); stored as WebP, at most 1920 px',
        consumes: ['multipart/form-data'],
        response: envelopeOf(BannerImage),
      },
    },
    async (request) => ok(await saveBannerImage(app, await readImageUpload(request, BANNER_IMAGE_MAX_BYTES))),
  );
};

export default routes;
