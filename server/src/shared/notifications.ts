import type { FastifyBaseLogger } from 'fastify';
import type { Prisma } from '../generated/prisma/client.ts';
import { translate, type MessageKey, type MessageParams } from '../lib/i18n.ts';
import { NOTIFICATION_KINDS, type NotificationKindName } from './domain/notification-kinds.ts';

// The one way anything raises a back-office notification (docs/decisions/030). Where the action has
// a transaction, the notification is written inside it (it exists exactly when the action does);
// otherwise it is raised after the action with raiseNotificationAfter, which logs a failure instead
// of failing the action that is already done.

export interface NotificationInput {
  kind: NotificationKindName;
  /** A message with {placeholders}, written in both languages from `params`. */
  message: MessageKey;
  params?: MessageParams;
  /** The admin page that handles it. */
  link: string | null;
  entityId?: number | null;
  /** Raised at most once per key: a second raise with the same key does nothing. */
  onceKey?: string;
}

type Db = Pick<Prisma.TransactionClient, 'notification'>;

const TITLE_MAX = 200;
const title = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text);

/** Writes the notification; answers false when its onceKey had already been raised. */
export async function raiseNotification(db: Db, input: NotificationInput): Promise<boolean> {
  const { type, permission } = NOTIFICATION_KINDS[input.kind];
  const data = {
    type,
    permission,
    title: title(translate('zh-TW', input.message, input.params)),
    titleEn: title(translate('en', input.message, input.params)),
    link: input.link,
    entityId: input.entityId ?? null,
    onceKey: input.onceKey ?? null,
  };
  // createMany skips a duplicate onceKey without aborting an enclosing transaction.
  const { count } = await db.notification.createMany({ data: [data], skipDuplicates: true });
  return count === 1;
}

/** For actions already committed: a notification that cannot be written is logged, never thrown. */
export async function raiseNotificationAfter(db: Db, log: FastifyBaseLogger, input: NotificationInput) {
  try {
    await raiseNotification(db, input);
  } catch (error) {
    log.error({ err: error, kind: input.kind, entityId: input.entityId }, 'notification not raised');
  }
}
