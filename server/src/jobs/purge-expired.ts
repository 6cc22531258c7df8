import { SharedRateLimitCounts } from '../infra/shared-rate-limits.ts';
import { FollowState } from '../shared/follows.ts';
import { defineJob } from './definitions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long spent codes and links stay for support questions before they go. */
export const SPENT_SECRET_RETENTION_MS = DAY_MS;
/** The local outbox is a development aid, not an archive. */
export const OUTBOX_RETENTION_MS = 30 * DAY_MS;
/** Back-office notifications point at work to do; after half a year the audit trail and the pages themselves tell the story. */
export const NOTIFICATION_RETENTION_MS = 180 * DAY_MS;

/** A guest's follow nobody confirmed within this long goes (decision 079). */
export const PENDING_FOLLOW_RETENTION_MS = 2 * DAY_MS;

/**
 * Deletes registration codes and reset links nobody can use any more, old outbox mail, old
 * notifications, expired selfie searches, ended and unconfirmed follows and ended rate-limit windows.
 */
export const purgeExpired = defineJob({
  name: 'maintenance.purge-expired',
  schedule: '17 * * * *',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  async handle({ db, log }) {
    const cutoff = new Date(Date.now() - SPENT_SECRET_RETENTION_MS);
    const spent = { OR: [{ expiresAt: { lt: cutoff } }, { createdAt: { lt: cutoff } }] };
    const codes = await db.emailCode.deleteMany({ where: spent });
    const links = await db.passwordResetToken.deleteMany({ where: spent });
    const mails = await db.outboxMail.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - OUTBOX_RETENTION_MS) } },
    });
    // Their read marks go with them (cascade).
    const notifications = await db.notification.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - NOTIFICATION_RETENTION_MS) } },
    });
    // Kept selfie searches live a day (docs/decisions/043); they are unreadable from expiresAt on.
    const faceSearches = await db.faceSearchResult.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    // Follows end FOLLOW_DAYS after their activity; what they were told goes with them (cascade).
    const follows = await db.follow.deleteMany({
      where: {
        OR: [
          { expiresAt: { lt: new Date() } },
          { state: FollowState.pending, createdAt: { lt: new Date(Date.now() - PENDING_FOLLOW_RETENTION_MS) } },
        ],
      },
    });
    const rateLimitWindows = await new SharedRateLimitCounts(db).sweep();
    log.info(
      {
        codes: codes.count,
        links: links.count,
        mails: mails.count,
        notifications: notifications.count,
        faceSearches: faceSearches.count,
        follows: follows.count,
        rateLimitWindows,
      },
      'purged expired secrets, old notifications, selfie searches, follows and rate-limit windows',
    );
  },
});
