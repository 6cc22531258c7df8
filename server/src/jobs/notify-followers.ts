import { localized, translate, type Culture } from '../lib/i18n.ts';
import {
  followLinks,
  FollowState,
  followTokenHash,
  NOTICEABLE_PHOTO,
  noticeOf,
  unsubscribeToken,
} from '../shared/follows.ts';
import { defineJob, type JobContext } from './definitions.ts';
import { pushToMember, type FollowNotice } from './push-notices.ts';

/** At most one notice per follow in this long (decision 079): a burst of photos makes one mail. */
export const NOTICE_INTERVAL_MS = 10 * 60 * 1000;
/** Follows handled per run; the next minute's run takes the rest. */
const FOLLOWS_PER_RUN = 500;

interface DueFollow {
  id: number;
  kind: string;
  activityId: number;
  bib: string;
  userId: number | null;
  email: string | null;
  locale: string;
  to: string;
  title: string;
  titleEn: string | null;
}

/**
 * Mails one follow its notice: the photos recorded for it since its last one that may still be
 * shown, with the results page and the unsubscribe link. In one transaction that holds the follow's
 * row, so two workers never mail the same follow and a notice is mailed before its photos count as
 * told. Nothing to show (all hidden meanwhile): the photos count as told, no mail, the window stays.
 * Answers what the mail said, for the member's browsers; null when nothing was mailed.
 */
async function notifyFollow({ db, mail }: JobContext, follow: DueFollow): Promise<Omit<FollowNotice, 'tag'> | null> {
  return db.$transaction(async (tx) => {
    const [held] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Follow"
      WHERE id = ${follow.id} AND state = ${FollowState.confirmed} AND "expiresAt" > now()
        AND ("lastNotifiedAt" IS NULL OR "lastNotifiedAt" <= now() - make_interval(secs => ${NOTICE_INTERVAL_MS / 1000}))
      FOR UPDATE SKIP LOCKED`;
    if (!held) return null;
    const [told] = await tx.$queryRaw<{ count: number }[]>`
      WITH told AS (
        UPDATE "FollowMatch" SET "notifiedAt" = now()
        WHERE "followId" = ${follow.id} AND "notifiedAt" IS NULL
        RETURNING "photoId")
      SELECT count(*)::int AS count
      FROM told JOIN "Photo" p ON p.id = told."photoId"
        JOIN "Album" al ON al.id = p."albumId" JOIN "Activity" a ON a.id = p."activityId"
      WHERE ${NOTICEABLE_PHOTO}`;
    const count = told?.count ?? 0;
    if (count === 0) return null;
    const token = unsubscribeToken(mail.linkSecret, follow);
    // Written again: after a new JWT_SECRET the links of the mails from then on work.
    await tx.follow.update({
      where: { id: follow.id },
      data: { lastNotifiedAt: new Date(), unsubscribeTokenHash: followTokenHash(token) },
    });
    const culture: Culture = follow.locale === 'en' ? 'en' : 'zh-TW';
    const activity = localized(culture, follow.title, follow.titleEn);
    const kind = noticeOf(follow, mail.publicUrl);
    const notice = {
      culture,
      count,
      title: translate(culture, kind.subject, { bib: follow.bib, activity }),
      url: kind.link,
      unsubscribeUrl: followLinks.unsubscribe(mail.publicUrl, token),
    };
    await mail.mailer.send({
      to: follow.to,
      subject: notice.title,
      text: translate(culture, kind.text, {
        count,
        bib: follow.bib,
        activity,
        link: notice.url,
        unsubscribe: notice.unsubscribeUrl,
      }),
      unsubscribeUrl: followLinks.oneClickUnsubscribe(mail.publicUrl, token),
    });
    return notice;
  });
}

/** Mails every follow that has new photos and whose last notice is 10 minutes old. */
export async function notifyFollowers(context: JobContext): Promise<number> {
  const due = await context.db.$queryRaw<DueFollow[]>`
    SELECT f.id, f.kind, f."activityId", f.bib, f."userId", f.email, f.locale,
           coalesce(u.email, f.email) AS "to", a.title, a."titleEn"
    FROM "Follow" f
    JOIN "Activity" a ON a.id = f."activityId"
    LEFT JOIN "User" u ON u.id = f."userId"
    WHERE f.state = ${FollowState.confirmed} AND f."expiresAt" > now()
      AND (f."lastNotifiedAt" IS NULL OR f."lastNotifiedAt" <= now() - make_interval(secs => ${NOTICE_INTERVAL_MS / 1000}))
      AND EXISTS (SELECT 1 FROM "FollowMatch" m WHERE m."followId" = f.id AND m."notifiedAt" IS NULL)
    ORDER BY f.id
    LIMIT ${FOLLOWS_PER_RUN}`;
  let mailed = 0;
  for (const follow of due) {
    const notice = await notifyFollow(context, follow);
    if (!notice) continue;
    mailed += 1;
    // Once the mail is committed, and never able to undo or repeat it: a member's browsers too.
    if (follow.userId !== null) await pushToMember(context, follow.userId, { ...notice, tag: `follow-${follow.id}` });
  }
  if (mailed > 0) context.log.info({ mailed }, 'follow notices mailed');
  return mailed;
}

/**
 * Every minute: the notices of photos published since (decision 079). A minute's photos of a bib
 * make one mail, and a follow's next one waits NOTICE_INTERVAL_MS.
 */
export const notifyFollowersJob = defineJob({
  name: 'follow.notify',
  schedule: '* * * * *',
  queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 5 * 60 },
  async handle(context) {
    await notifyFollowers(context);
  },
});
