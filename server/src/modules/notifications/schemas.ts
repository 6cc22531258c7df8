import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { NOTIFICATION_TYPES } from '../../shared/domain/notification-kinds.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

const NotificationType = Type.Union(NOTIFICATION_TYPES.map((type) => Type.Literal(type)));
const ReadState = Type.Union([Type.Literal('unread'), Type.Literal('read')]);

export const NotificationListQuery = Type.Object({
  ...pagingQuery(),
  type: Type.Optional(NotificationType),
  state: Type.Optional(ReadState),
});

export const NotificationIdQuery = Type.Object({ id: Id });

export const NotificationView = Type.Object({
  id: Type.Integer(),
  type: NotificationType,
  /** In the caller's language. */
  title: Type.String(),
  /** The admin page that handles it. */
  link: Type.Union([Type.String(), Type.Null()]),
  entityId: Type.Union([Type.Integer(), Type.Null()]),
  isRead: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const NotificationList = PagedResult(NotificationView);

export const MarkReadBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });

export const ReadResult = Type.Object({ unreadCount: Type.Integer() });
