import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import {
  MarkReadBody,
  NotificationIdQuery,
  NotificationList,
  NotificationListQuery,
  NotificationView,
  ReadResult,
} from './schemas.ts';
import { listNotifications, markAllRead, markRead, openNotification, unreadCount } from './service.ts';

// Each admin sees only the notifications their permissions cover (shared/domain/notification-kinds.ts).
const config = { auth: { admin: [PERMISSIONS.Notifications] } };
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminNotification/GetAll',
    {
      config,
      schema: {
        summary: "The caller's notifications, newest first, optionally of one type or read state",
        querystring: NotificationListQuery,
        response: envelopeOf(NotificationList),
      },
    },
    async (request) => ok(await listNotifications(app, requireUser(request), request.culture, request.query)),
  );

  app.get(
    '/api/services/app/AdminNotification/Get',
    {
      config,
      schema: {
        summary: 'One notification; reading it marks it read for the caller',
        querystring: NotificationIdQuery,
        response: envelopeOf(NotificationView),
      },
    },
    async (request) => ok(await openNotification(app, requireUser(request), request.culture, request.query.id)),
  );

  app.get(
    '/api/services/app/AdminNotification/GetUnreadCount',
    {
      config,
      schema: {
        summary: "How many of the caller's notifications are unread (the header's badge)",
        response: envelopeOf(ReadResult),
      },
    },
    async (request) => ok({ unreadCount: await unreadCount(app, requireUser(request)) }),
  );

  app.post(
    '/api/services/app/AdminNotification/MarkRead',
    {
      config,
      schema: {
        summary: 'Mark these notifications read for the caller',
        body: MarkReadBody,
        response: envelopeOf(ReadResult),
      },
    },
    async (request) => ok(await markRead(app, requireUser(request), request.body.ids)),
  );

  app.post(
    '/api/services/app/AdminNotification/MarkAllRead',
    {
      config,
      schema: {
        summary: 'Mark every notification the caller may see read',
        response: envelopeOf(ReadResult),
      },
    },
    async (request) => ok(await markAllRead(app, requireUser(request))),
  );
};

export default routes;
