import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { COVER_MAX_BYTES } from '../../media/covers.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import {
  createActivity,
  deleteImpact,
  getAdminActivity,
  listAdminActivities,
  requestActivityDeletion,
  setActivityCover,
  updateActivity,
} from './admin-activities.ts';
import {
  createEvent,
  deleteEvent,
  getAdminEvent,
  listAdminEvents,
  setEventCover,
  updateEvent,
} from './admin-events.ts';
import {
  ActivityInput,
  ActivityUpdate,
  AdminActivityList,
  AdminActivityView,
  AdminEventList,
  AdminEventView,
  AdminListQuery,
  CoverResult,
  DeleteImpact,
  EventInput,
  EventUpdate,
  IdQuery,
} from './admin-schemas.ts';

const api = '/api/services/app';
const read = { auth: { admin: [PERMISSIONS.Events] } };
// The activity list is also the searchable activity picker of the albums, attendance and order filters.
const list = {
  auth: {
    admin: [PERMISSIONS.Events, PERMISSIONS.Albums, PERMISSIONS.Attendance, PERMISSIONS.Orders],
    any: true as const,
  },
};
const write = { auth: { admin: [PERMISSIONS.EventsEdit] } };
const coverUpload = {
  summary: 'Upload the cover (multipart field "file", JPEG/PNG/WebP ≤ 10 MB; stored at most 1600 px wide)',
  consumes: ['multipart/form-data'],
  querystring: IdQuery,
  response: envelopeOf(CoverResult),
};

/** Races (AdminEvent) and photo activities (AdminActivity, Activity/DeleteActivity) in the back office. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${api}/AdminEvent/GetAll`,
    {
      schema: {
        summary: 'Races, latest first: title keyword, date range, visibility',
        querystring: AdminListQuery,
        response: envelopeOf(AdminEventList),
      },
      config: read,
    },
    async (request) => ok(await listAdminEvents(app, request.query)),
  );
  app.get(
    `${api}/AdminEvent/Get`,
    {
      schema: { summary: 'One race', querystring: IdQuery, response: envelopeOf(AdminEventView) },
      config: read,
    },
    async (request) => ok(await getAdminEvent(app, request.query.id)),
  );
  app.post(
    `${api}/AdminEvent/Create`,
    {
      schema: {
        summary: 'Add a race (content sanitised)',
        body: EventInput,
        response: envelopeOf(AdminEventView),
      },
      config: write,
    },
    async (request) => ok(await createEvent(app, request.body)),
  );
  app.put(
    `${api}/AdminEvent/Update`,
    {
      schema: {
        summary: "Replace a race's fields (content sanitised)",
        body: EventUpdate,
        response: envelopeOf(AdminEventView),
      },
      config: write,
    },
    async (request) => ok(await updateEvent(app, request.body)),
  );
  app.delete(
    `${api}/AdminEvent/Delete`,
    {
      schema: {
        summary: 'Delete a race; its photo activities stay, unlinked',
        querystring: IdQuery,
        response: envelopeOf(Type.Null()),
      },
      config: write,
    },
    async (request) => {
      await deleteEvent(app, request.query.id);
      return ok(null);
    },
  );
  app.post(`${api}/AdminEvent/UploadCover`, { schema: { ...coverUpload }, config: write }, async (request) =>
    ok(await setEventCover(app, request.query.id, await readImageUpload(request, COVER_MAX_BYTES))),
  );
  app.get(
    `${api}/AdminActivity/GetAll`,
    {
      schema: {
        summary: 'Photo activities, latest first (those being deleted too): title keyword, date range, visibility',
        querystring: AdminListQuery,
        response: envelopeOf(AdminActivityList),
      },
      config: list,
    },
    async (request) => ok(await listAdminActivities(app, request.query)),
  );
  app.get(
    `${api}/AdminActivity/Get`,
    {
      schema: {
        summary: 'One photo activity',
        querystring: IdQuery,
        response: envelopeOf(AdminActivityView),
      },
      config: read,
    },
    async (request) => ok(await getAdminActivity(app, request.query.id)),
  );
  app.post(
    `${api}/AdminActivity/Create`,
    {
      schema: {
        summary: 'Add a photo activity',
        body: ActivityInput,
        response: envelopeOf(AdminActivityView),
      },
      config: write,
    },
    async (request) => ok(await createActivity(app, request.body)),
  );
  app.put(
    `${api}/AdminActivity/Update`,
    {
      schema: {
        summary: "Replace an activity's settings; face search off forgets its faces (hidden ones stay hidden)",
        body: ActivityUpdate,
        response: envelopeOf(AdminActivityView),
      },
      config: write,
    },
    async (request) => ok(await updateActivity(app, request.body)),
  );
  app.post(`${api}/AdminActivity/UploadCover`, { schema: { ...coverUpload }, config: write }, async (request) =>
    ok(await setActivityCover(app, request.query.id, await readImageUpload(request, COVER_MAX_BYTES))),
  );
  app.get(
    `${api}/Activity/GetDeleteImpact`,
    {
      schema: {
        summary: 'What deleting the activity removes (albums, photos, faces) and the order items that forbid it',
        querystring: IdQuery,
        response: envelopeOf(DeleteImpact),
      },
      config: read,
    },
    async (request) => ok(await deleteImpact(app, request.query.id)),
  );
  app.get(
    `${api}/Activity/DeleteActivity`,
    {
      schema: {
        summary:
          'Delete an activity no order names: hidden at once, its photos, faces, files and albums removed in the background',
        querystring: IdQuery,
        response: envelopeOf(Type.Null()),
      },
      config: write,
    },
    async (request) => {
      await requestActivityDeletion(app, request.query.id);
      return ok(null);
    },
  );
};

export default routes;
