import Type from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { Id } from '../../lib/schema-types.ts';
import { BibCode } from '../../shared/domain/bib.ts';
import { Email } from '../../shared/domain/email.ts';
import { FaceSearchId, MAX_SELFIE_FACES } from '../../faces/stored-face-search.ts';

/** A link's token: 32 random bytes or an HMAC-SHA256, base64url. */
const LinkToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export const MemberFollowBody = Type.Object({ activityId: Id, code: BibCode });
export const GuestFollowBody = Type.Object({ ...MemberFollowBody.properties, email: Email });

/**
 * Following the face of a kept selfie search (decision 081): its descriptor is copied, never the
 * picture (which was never stored). Refused without the follower's explicit consent.
 */
export const MemberSelfieFollowBody = Type.Object({
  searchId: FaceSearchId,
  faceIndex: Type.Integer({ minimum: 0, maximum: MAX_SELFIE_FACES - 1, description: "The selfie's face to follow" }),
  consent: Type.Literal(true, {
    description: 'The follower agrees that the face descriptor is kept until the follow ends',
  }),
});
export const GuestSelfieFollowBody = Type.Object({ ...MemberSelfieFollowBody.properties, email: Email });

/** A guest's answer, the same for any bib: the confirmation link is on its way. */
export const GuestFollowAnswer = Type.Object({ state: Type.Literal('pending') });

export const TokenBody = Type.Object({ token: LinkToken });
export const TokenQuery = TokenBody;

/** What is followed: a bib, or a selfie's face (then `bib` is empty). */
const FollowKind = Type.Union([Type.Literal('bib'), Type.Literal('selfie')]);

/** The follow a link was for (confirmed or unsubscribed); null: the link followed nothing (any more). */
export const Followed = Type.Union([
  Type.Object({ activityId: Type.Integer(), activityTitle: Type.String(), kind: FollowKind, bib: Type.String() }),
  Type.Null(),
]);

export const FollowView = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  kind: FollowKind,
  bib: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const FollowListQuery = Type.Object(pagingQuery());
export const FollowList = Type.Object({ totalCount: Type.Integer(), items: Type.Array(FollowView) });
export const FollowId = Type.Object({ id: Id });
export const Changed = Type.Object({ changed: Type.Integer() });
