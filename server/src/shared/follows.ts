import { createHash, createHmac } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.ts';
import type { MessageKey } from '../lib/i18n.ts';
import type { Database } from './database.ts';
import { PhotoStatus } from './domain/photo-status.ts';
import { SHOWN_PHOTO } from './views/sql-fragments.ts';

// Following a bib (decision 079) or a selfie (decision 081): what the follows module, the photo
// pipeline, the tag edits and the notice job agree on.

export const FollowState = { pending: 'pending', confirmed: 'confirmed' } as const;
/** A selfie follow's `bib` is empty: one per follower and activity, like one bib. */
export const FollowKind = { bib: 'bib', selfie: 'selfie' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When follows of an activity end: its day, then `followDays` (FOLLOW_DAYS) whole days. */
export const followsEndAt = (activityDate: Date, followDays: number) =>
  new Date(activityDate.getTime() + (followDays + 1) * DAY_MS);

/** Links' tokens are stored as their SHA-256 only. */
export const followTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who follows: a guest's (normalised) address or a member's account. */
export type Follower = { email: string } | { userId: number };

/**
 * The unsubscribe link's token: a keyed hash of what the follow is unique by, so every mail can
 * carry it again although only its hash is stored, and nobody can make one without the key.
 */
export function unsubscribeToken(
  secret: string,
  follow: { kind: string; activityId: number; bib: string; userId: number | null; email: string | null },
): string {
  const who = follow.userId !== null ? `user:${follow.userId}` : `email:${follow.email}`;
  return createHmac('sha256', secret)
    .update(`follow-unsubscribe:${follow.kind}:${follow.activityId}:${follow.bib}:${who}`)
    .digest('base64url');
}

/** The pages the mails link to (client routes). */
export const followLinks = {
  confirm: (publicUrl: string, token: string) => `${publicUrl}/followConfirm?token=${token}`,
  unsubscribe: (publicUrl: string, token: string) => `${publicUrl}/followUnsubscribe?token=${token}`,
  /** What mail programs post to for one-click unsubscribe (List-Unsubscribe, RFC 8058). */
  oneClickUnsubscribe: (publicUrl: string, token: string) =>
    `${publicUrl}/api/services/app/Follow/Unsubscribe?token=${token}`,
  results: (publicUrl: string, activityId: number, bib: string) =>
    `${publicUrl}/albumsearch/${activityId}?code=${encodeURIComponent(bib)}`,
  /** A selfie follow's notice: the activity's page, where its selfie search is (no selfie is kept to link to). */
  activity: (publicUrl: string, activityId: number) => `${publicUrl}/activityevent/${activityId}`,
};

/** A notice's subject, text and results link for the follow's kind. */
export function noticeOf(
  follow: { kind: string; activityId: number; bib: string },
  publicUrl: string,
): { subject: MessageKey; text: MessageKey; link: string } {
  return follow.kind === FollowKind.selfie
    ? {
        subject: 'mail.followSelfieNotice.subject',
        text: 'mail.followSelfieNotice.text',
        link: followLinks.activity(publicUrl, follow.activityId),
      }
    : {
        subject: 'mail.followNotice.subject',
        text: 'mail.followNotice.text',
        link: followLinks.results(publicUrl, follow.activityId, follow.bib),
      };
}

/** A notice counts only photos buyers are shown (`p` joined to its album `al` and activity `a`). */
export const NOTICEABLE_PHOTO = SHOWN_PHOTO;

/**
 * Records, for the confirmed follows of their bibs, the published photos among these: the notice
 * job tells each follow about them together. Called where a photo is published and where its bibs
 * are tagged; a photo still processing is recorded when it is published, a photo already recorded
 * once is not again.
 */
export async function recordFollowMatches(
  db: Database | Prisma.TransactionClient,
  photoIds: readonly number[],
): Promise<number> {
  if (photoIds.length === 0) return 0;
  return db.$executeRaw`
    INSERT INTO "FollowMatch" ("followId", "photoId")
    SELECT DISTINCT f.id, t."photoId"
    FROM "BibTag" t
    JOIN "Photo" p ON p.id = t."photoId" AND p.status = ${PhotoStatus.ready}
    JOIN "Follow" f ON f."activityId" = t."activityId" AND f.bib = t.bib AND f.kind = ${FollowKind.bib}
      AND f.state = ${FollowState.confirmed} AND f."expiresAt" > now()
    WHERE t."photoId" = ANY(${[...photoIds]}::int[])
    ON CONFLICT DO NOTHING`;
}
