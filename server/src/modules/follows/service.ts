import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, translate, type Culture } from '../../lib/i18n.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';
import {
  followLinks,
  FollowKind,
  FollowState,
  followTokenHash,
  unsubscribeToken,
  type Follower,
} from '../../shared/follows.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { isPrismaError } from '../../shared/prisma-errors.ts';

// Following a bib (decision 079). A guest's answer never depends on the bib: whether it ran or has
// photos, the same work is done (a pending follow written, a confirmation mailed) and the same
// answer given; the mail says only what was asked for.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The activity a follow may be made for, and when follows of it end; refused once they have ended. */
async function followableActivity(app: FastifyInstance, activityId: number) {
  const activity = await app.db.activity.findFirst({
    where: { id: activityId, isVisible: true, deletingAt: null },
    select: { id: true, title: true, titleEn: true, activityDate: true, bibSearchEnabled: true },
  });
  if (!activity) throw notFound('activity.notFound');
  // Its notices link to the bib search.
  if (!activity.bibSearchEnabled) throw badRequest('catalogue.bibSearchDisabled');
  // The activity's day, then FOLLOW_DAYS whole days.
  const expiresAt = new Date(activity.activityDate.getTime() + (app.config.follow.days + 1) * DAY_MS);
  if (expiresAt <= new Date()) throw badRequest('follow.ended');
  return { ...activity, expiresAt };
}

/** The follow's unique key and its unsubscribe token's hash. */
function followKey(app: FastifyInstance, activityId: number, code: string, follower: Follower) {
  const key = { kind: FollowKind.bib, activityId, bib: normaliseBib(code) };
  const token = unsubscribeToken(app.config.jwtSecret, { ...key, email: null, userId: null, ...follower });
  return { key, unsubscribeTokenHash: followTokenHash(token) };
}

/**
 * A guest's follow: written pending (or its confirmation link renewed) and a confirmation link
 * mailed. One already confirmed stays as it is, unmailed.
 */
export async function followAsGuest(
  app: FastifyInstance,
  culture: Culture,
  input: { activityId: number; code: string; email: string },
) {
  const activity = await followableActivity(app, input.activityId);
  const email = normaliseEmail(input.email);
  const { key, unsubscribeTokenHash } = followKey(app, activity.id, input.code, { email });
  const token = randomBytes(32).toString('base64url');
  const pending = { state: FollowState.pending, locale: culture, confirmTokenHash: followTokenHash(token) };
  const where = { kind_activityId_bib_email: { ...key, email } };
  const existing = await app.db.follow.findUnique({ where, select: { state: true } });
  if (existing?.state === FollowState.confirmed) return { state: FollowState.pending };
  try {
    await app.db.follow.upsert({
      where,
      create: { ...key, email, ...pending, unsubscribeTokenHash, expiresAt: activity.expiresAt },
      update: pending,
    });
  } catch (error) {
    // The same request twice at once: the other one mailed its link.
    if (isPrismaError(error, 'P2002')) return { state: FollowState.pending };
    throw error;
  }
  await app.mailer.send({
    to: email,
    subject: translate(culture, 'mail.followConfirm.subject', { bib: key.bib }),
    text: translate(culture, 'mail.followConfirm.text', {
      bib: key.bib,
      activity: localized(culture, activity.title, activity.titleEn),
      link: followLinks.confirm(app.config.publicUrl, token),
    }),
  });
  return { state: FollowState.pending };
}

const viewSelect = {
  id: true,
  activityId: true,
  bib: true,
  createdAt: true,
  expiresAt: true,
  activity: { select: { title: true, titleEn: true } },
} as const;

function toView(
  culture: Culture,
  follow: {
    id: number;
    activityId: number;
    bib: string;
    createdAt: Date;
    expiresAt: Date;
    activity: { title: string; titleEn: string | null };
  },
) {
  return {
    id: follow.id,
    activityId: follow.activityId,
    activityTitle: localized(culture, follow.activity.title, follow.activity.titleEn),
    bib: follow.bib,
    createdAt: follow.createdAt.toISOString(),
    expiresAt: follow.expiresAt.toISOString(),
  };
}

/** A member's follow: confirmed at once, mailed at the account's address; following again changes nothing. */
export async function followAsMember(
  app: FastifyInstance,
  culture: Culture,
  userId: number,
  input: { activityId: number; code: string },
) {
  const activity = await followableActivity(app, input.activityId);
  const { key, unsubscribeTokenHash } = followKey(app, activity.id, input.code, { userId });
  const where = { kind_activityId_bib_userId: { ...key, userId } };
  const create = {
    ...key,
    userId,
    state: FollowState.confirmed,
    confirmedAt: new Date(),
    locale: culture,
    unsubscribeTokenHash,
    expiresAt: activity.expiresAt,
  };
  const follow = await app.db.follow
    .upsert({ where, create, update: {}, select: viewSelect })
    .catch(async (error: unknown) => {
      if (!isPrismaError(error, 'P2002')) throw error;
      return app.db.follow.findUniqueOrThrow({ where, select: viewSelect });
    });
  return toView(culture, follow);
}

/** The bib a link's follow is for, in the caller's language. */
async function followedBib(app: FastifyInstance, culture: Culture, id: number) {
  const follow = await app.db.follow.findUniqueOrThrow({ where: { id }, select: viewSelect });
  const { activityId, activityTitle, bib } = toView(culture, follow);
  return { activityId, activityTitle, bib };
}

/** Confirms a guest's follow by its mailed link (again: still confirmed). Refused when the link follows nothing. */
export async function confirmFollow(app: FastifyInstance, culture: Culture, token: string) {
  const follow = await app.db.follow.findFirst({
    where: { confirmTokenHash: followTokenHash(token), expiresAt: { gt: new Date() } },
    select: { id: true, state: true },
  });
  if (!follow) throw badRequest('follow.linkInvalid');
  if (follow.state !== FollowState.confirmed) {
    await app.db.follow.update({
      where: { id: follow.id },
      data: { state: FollowState.confirmed, confirmedAt: new Date() },
    });
  }
  return followedBib(app, culture, follow.id);
}

/** Ends a follow by its mails' unsubscribe link, no login needed; a link used before answers null. */
export async function unsubscribe(app: FastifyInstance, culture: Culture, token: string) {
  const follow = await app.db.follow.findUnique({
    where: { unsubscribeTokenHash: followTokenHash(token) },
    select: { id: true },
  });
  if (!follow) return null;
  const bib = await followedBib(app, culture, follow.id);
  await app.db.follow.deleteMany({ where: { id: follow.id } });
  return bib;
}

/** The member's follows, newest first. */
export async function listMyFollows(app: FastifyInstance, culture: Culture, userId: number, paging: Paging) {
  const rows = await page(app.db.follow, paging, {
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: viewSelect,
  });
  return { ...rows, items: rows.items.map((follow) => toView(culture, follow)) };
}

/** Removes one of the member's follows; someone else's is not found. */
export async function removeMyFollow(app: FastifyInstance, userId: number, id: number) {
  const { count } = await app.db.follow.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('follow.notFound');
  return count;
}
