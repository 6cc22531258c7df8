import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { eventDetails, upcomingEvents } from './events.ts';
import { liveActivity } from './live.ts';
import {
  ActivityCardList,
  ActivityConfig,
  ActivityIdQuery,
  EventDetails,
  EventList,
  EventListQuery,
  GetAllByPhotoBody,
  GetIndexBody,
  IdQuery,
  LiveActivity,
  YearMonthList,
} from './schemas.ts';
import { activityConfig, listActivityCards, yearMonthPhotos } from './service.ts';

const base = '/api/services/app/Activity';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/GetIndex`,
    {
      schema: {
        summary: 'Visible activities, newest first: recommended, date range [from, to] and keyword (台 = 臺) filters',
        body: GetIndexBody,
        response: envelopeOf(ActivityCardList),
      },
      config: { guestReadCache: true, pageRead: true },
    },
    async (request) => {
      const { SkipCount, MaxResultCount, SGL_Recommend, sgL_ActivityDate, keyword } = request.body;
      const filter = { recommended: SGL_Recommend, dateRange: sgL_ActivityDate, keyword };
      return ok(await listActivityCards(app, request.culture, filter, { SkipCount, MaxResultCount }));
    },
  );

  app.post(
    `${base}/GetAllByPhoto`,
    {
      schema: {
        summary: 'Visible activities that have photos, newest first, by year/month, city or region, type, keyword',
        body: GetAllByPhotoBody,
        response: envelopeOf(ActivityCardList),
      },
      config: { guestReadCache: true },
    },
    async (request) => {
      const { SkipCount, MaxResultCount, ...filter } = request.body;
      return ok(
        await listActivityCards(app, request.culture, { ...filter, withPhotos: true }, { SkipCount, MaxResultCount }),
      );
    },
  );

  app.get(
    `${base}/GetYearMonthPhotos`,
    {
      schema: {
        summary: 'Years and months that have activities with photos (activity and photo counts), newest first',
        response: envelopeOf(YearMonthList),
      },
      config: { publicCache: true },
    },
    async () => ok(await yearMonthPhotos(app)),
  );

  app.get(
    `${base}/GetConfigByActivityId`,
    {
      schema: {
        summary: 'An activity page: settings, counts and its albums grouped per photographer',
        querystring: ActivityIdQuery,
        response: envelopeOf(ActivityConfig),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await activityConfig(app, request.culture, request.query.activityId)),
  );

  app.get(
    `${base}/GetLive`,
    {
      schema: {
        summary:
          'Race day live: photos published per camera point in the last hours (Taipei quarter hours), the newest, and how many are still processing',
        querystring: ActivityIdQuery,
        response: envelopeOf(LiveActivity),
      },
      config: { publicCache: true, sameForEveryone: true },
    },
    async (request) => ok(await liveActivity(app, request.culture, request.query.activityId)),
  );

  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: 'Upcoming races (from today, Taiwan time), soonest first; city/region and type filters',
        querystring: EventListQuery,
        response: envelopeOf(EventList),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await upcomingEvents(app, request.culture, request.query)),
  );

  app.get(
    `${base}/GetByContent`,
    {
      schema: {
        summary: "A race's details, content and linked photo activities",
        querystring: IdQuery,
        response: envelopeOf(EventDetails),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await eventDetails(app, request.culture, request.query.id)),
  );
};

export default routes;
