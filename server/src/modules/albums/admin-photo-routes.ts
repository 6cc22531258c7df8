import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { listProblemPhotos, rerun, retryFailed, setPhotosHidden, updateBibTags } from './admin-photo-processing.ts';
import { acceptHeldReadings, discardHeldReadings, listHeldReadings } from './held-readings.ts';
import {
  ChangedResult,
  HeldReadingIdsBody,
  HeldReadingList,
  HeldReadingQuery,
  ProblemPhotoList,
  ProblemPhotoQuery,
  RerunBody,
  RetryBody,
  SetPhotosHiddenBody,
  UpdateBibTagsBody,
} from './admin-schemas.ts';

const base = '/api/services/app/AdminImgDeal';
const imagesAdmin = { auth: { admin: [PERMISSIONS.AlbumsImages] } };

/** Photo processing in the back office (/admin/AdminImgDeal). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetPhotos`,
    {
      schema: {
        summary: 'Failed photos (with the reason) or hidden photos, of an activity or album, newest change first',
        querystring: ProblemPhotoQuery,
        response: envelopeOf(ProblemPhotoList),
      },
      config: imagesAdmin,
    },
    async (request) => ok(await listProblemPhotos(app, request.query)),
  );

  app.post(
    `${base}/Retry`,
    {
      schema: {
        summary: 'Process failed photos again: some photos, or all failed ones of an album or activity',
        body: RetryBody,
        response: envelopeOf(ChangedResult),
      },
      config: imagesAdmin,
    },
    async (request) => ok({ changed: await retryFailed(app, request.body) }),
  );

  app.post(
    `${base}/SetHidden`,
    {
      schema: {
        summary: 'Hide photos from buyers, or show them again',
        body: SetPhotosHiddenBody,
        response: envelopeOf(ChangedResult),
      },
      config: imagesAdmin,
    },
    async (request) => ok({ changed: await setPhotosHidden(app, request.body.photoIds, request.body.hidden) }),
  );

  app.post(
    `${base}/UpdateBibTags`,
    {
      schema: {
        summary: 'Add bib numbers to many photos and/or take bib numbers off them',
        body: UpdateBibTagsBody,
        response: envelopeOf(ChangedResult),
      },
      config: imagesAdmin,
    },
    async (request) => ok({ changed: await updateBibTags(app, request.body) }),
  );

  app.post(
    `${base}/Rerun`,
    {
      schema: {
        summary: "Read the bib numbers (OCR tags replaced) or the faces of an album's or activity's photos again",
        body: RerunBody,
        response: envelopeOf(Type.Null()),
      },
      config: imagesAdmin,
    },
    async (request) => {
      await rerun(app, request.body);
      return ok(null);
    },
  );

  app.get(
    `${base}/GetHeldReadings`,
    {
      schema: {
        summary: "Bib readings held for being outside their activity's registered list, by bib (decision 067)",
        querystring: HeldReadingQuery,
        response: envelopeOf(HeldReadingList),
      },
      config: imagesAdmin,
    },
    async (request) => ok(await listHeldReadings(app, request.query)),
  );

  app.post(
    `${base}/AcceptHeldReadings`,
    {
      schema: {
        summary: 'Publish held readings as bib tags (source admin: reading the photo again keeps them)',
        body: HeldReadingIdsBody,
        response: envelopeOf(ChangedResult),
      },
      config: imagesAdmin,
    },
    async (request) => ok({ changed: await acceptHeldReadings(app, request.body.ids) }),
  );

  app.post(
    `${base}/DiscardHeldReadings`,
    {
      schema: { summary: 'Forget held readings', body: HeldReadingIdsBody, response: envelopeOf(ChangedResult) },
      config: imagesAdmin,
    },
    async (request) => ok({ changed: await discardHeldReadings(app, request.body.ids) }),
  );
};

export default routes;
