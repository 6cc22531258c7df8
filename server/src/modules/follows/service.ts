import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encodeDescriptor } from '../../faces/descriptor.ts';
import { descriptorOf, readFaceSearch } from '../../faces/stored-face-search.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { localized, translate, type Culture, type MessageKey } from '../../lib/i18n.ts';
import { normaliseBib } from '../../shared/domain/bib.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';
import {
  followLinks,
  FollowKind,
  followsEndAt,
  FollowState,
  followTokenHash,
  unsubscribeToken,
  type Follower,
} from '../../shared/follows.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { isPrismaError } from '../../shared/prisma-errors.ts';

// Following a bib (decision 079) or a selfie (decision 081). A guest's answer never depends on the
// bib or the face: whether it ran or has photos, the same work is done (a pending follow written, a
// confirmation mailed) and the same answer given; the mail says only what was asked for.

type Kind = (typeof FollowKind)[keyof typeof FollowKind];

/** The activity a follow may be made for, and when follows of it end; refused once they have ended. */
async function followableActivity(app: FastifyInstance, activityId: number, kind: Kind) {
  const activity = await app.db.activity.findFirst({
    where: { id: activityId, isVisible: true, deletingAt: null },
    select: {
      id: true,
      title: true,
      titleEn: true,
      activityDate: true,
      bibSearchEnabled: true,
      faceSearchEnabled: true,
    },
  });
  if (!activity) throw notFound('activity.notFound');
  // Its notices link to the bib search, or to the selfie search.
  if (kind === FollowKind.bib && !activity.bibSearchEnabled) throw badRequest('catalogue.bibSearchDisabled');
  if (kind === FollowKind.selfie && !activity.faceSearchEnabled)
    throw new AppError('BadRequest', 'faceSearch.disabled');
  const expiresAt = followsEndAt(activity.activityDate, app.config.follow.days);
  if (expiresAt <= new Date()) throw badRequest('follow.ended');
  return { ...activity, expiresAt };
}

/**
 * What is followed: the follow's unique key (a selfie's `bib` is empty: one per follower and
 * activity), the fields a selfie follow adds, and its confirmation mail.
 */
interface Target {
  activity: Awaited<ReturnType<typeof followableActivity>>;
  key: { kind: Kind; activityId: number; bib: string };
  /** A selfie follow's descriptor and consent; written again when the same follow is made again. */
  fields: { descriptor?: Uint8Array<ArrayBuffer>; consentedAt?: Date };
  confirmMail: { subject: MessageKey; text: MessageKey };
}

/** A bib of an activity. */
export async function bibTarget(app: FastifyInstance, activityId: number, code: string): Promise<Target> {
  const activity = await followableActivity(app, activityId, FollowKind.bib);
  return {
    activity,
    key: { kind: FollowKind.bib, activityId: activity.id, bib: normaliseBib(code) },
    fields: {},
    confirmMail: { subject: 'mail.followConfirm.subject', text: 'mail.followConfirm.text' },
  };
}

/**
 * A face of a kept selfie search the caller may read (a guest's by its id, a member's by that
 * member): only its descriptor is copied, with the moment the follower consented (the schema
 * refuses a request without consent).
 */
export async function selfieTarget(
  app: FastifyInstance,
  callerId: number | null,
  input: { searchId: string; faceIndex: number },
): Promise<Target> {
  const search = await readFaceSearch(app, input.searchId, callerId);
  const descriptor = descriptorOf(search, input.faceIndex);
  if (!descriptor) throw badRequest('faceSearch.noSuchFace');
  const activity = await followableActivity(app, search.activityId, FollowKind.selfie);
  return {
    activity,
    key: { kind: FollowKind.selfie, activityId: activity.id, bib: '' },
    fields: { descriptor: encodeDescriptor(descriptor), consentedAt: new Date() },
    confirmMail: { subject: 'mail.followSelfieConfirm.subject', text: 'mail.followSelfieConfirm.text' },
  };
}

/** The follow's unsubscribe token's hash. */
function unsubscribeTokenHashOf(app: FastifyInstance, key: Target['key'], follower: Follower) {
  return followTokenHash(unsubscribeToken(app.config.jwtSecret, { ...key, email: null, userId: null, ...follower }));
}

/**
 * A guest's follow: written pending (or its confirmation link renewed, and a selfie's face
 * replaced) and a confirmation link mailed. One already confirmed stays as it is, unmailed.
 */
export async function followAsGuest(app: FastifyInstance, culture: Culture, target: Target, rawEmail: string) {
  const { activity, key, fields, confirmMail } = target;
  const email = normaliseEmail(rawEmail);
  const unsubscribeTokenHash = unsubscribeTokenHashOf(app, key, { email });
  const token = randomBytes(32).toString('base64url');
  const pending = { state: FollowState.pending, locale: culture, confirmTokenHash: followTokenHash(token), ...fields };
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
    subject: translate(culture, confirmMail.subject, { bib: key.bib }),
    text: translate(culture, confirmMail.text, {
      bib: key.bib,
      activity: localized(culture, activity.title, activity.titleEn),
      link: followLinks.confirm(app.config.publicUrl, token),
      until: activity.expiresAt.toISOString().slice(0, 10),
    }),
  });
  return { state: FollowState.pending };
}

const viewSelect = {
  id: true,
  activityId: true,
  kind: true,
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
    kind: string;
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
    kind: follow.kind === FollowKind.selfie ? FollowKind.selfie : FollowKind.bib,
    bib: follow.bib,
    createdAt: follow.createdAt.toISOString(),
    expiresAt: follow.expiresAt.toISOString(),
  };
}

/**
 * A member's follow: confirmed at once, mailed at the account's address; following again changes
 * nothing, but a selfie again follows the newer face.
 */
export async function followAsMember(app: FastifyInstance, culture: Culture, userId: number, target: Target) {
  const { activity, key, fields } = target;
  const where = { kind_activityId_bib_userId: { ...key, userId } };
  const create = {
    ...key,
    ...fields,
    userId,
    state: FollowState.confirmed,
    confirmedAt: new Date(),
    locale: culture,
    unsubscribeTokenHash: unsubscribeTokenHashOf(app, key, { userId }),
    expiresAt: activity.expiresAt,
  };
  const follow = await app.db.follow
    .upsert({ where, create, update: fields, select: viewSelect })
    .catch(async (error: unknown) => {
      if (!isPrismaError(error, 'P2002')) throw error;
      return app.db.follow.findUniqueOrThrow({ where, select: viewSelect });
    });
  return toView(culture, follow);
}

/** What a link's follow is for, in the caller's language. */
async function followed(app: FastifyInstance, culture: Culture, id: number) {
  const follow = await app.db.follow.findUniqueOrThrow({ where: { id }, select: viewSelect });
  const { activityId, activityTitle, kind, bib } = toView(culture, follow);
  return { activityId, activityTitle, kind, bib };
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
  return followed(app, culture, follow.id);
}

/** Ends a follow (deleting a selfie's descriptor) by its mails' unsubscribe link, no login needed; a link used before answers null. */
export async function unsubscribe(app: FastifyInstance, culture: Culture, token: string) {
  const follow = await app.db.follow.findUnique({
    where: { unsubscribeTokenHash: followTokenHash(token) },
    select: { id: true },
  });
  if (!follow) return null;
  const ended = await followed(app, culture, follow.id);
  // The row goes, a selfie's descriptor with it.
  await app.db.follow.deleteMany({ where: { id: follow.id } });
  return ended;
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

/** Removes one of the member's follows, a selfie's descriptor with it; someone else's is not found. */
export async function removeMyFollow(app: FastifyInstance, userId: number, id: number) {
  const { count } = await app.db.follow.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('follow.notFound');
  return count;
}
