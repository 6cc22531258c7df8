import Type from 'typebox';
import { pagingQuery } from '../../shared/paging.ts';
import { Id } from '../../lib/schema-types.ts';
import { BibCode } from '../../shared/domain/bib.ts';
import { Email } from '../../shared/domain/email.ts';

/** A link's token: 32 random bytes or an HMAC-SHA256, base64url. */
const LinkToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export const MemberFollowBody = Type.Object({ activityId: Id, code: BibCode });
export const GuestFollowBody = Type.Object({ ...MemberFollowBody.properties, email: Email });

/** A guest's answer, the same for any bib: the confirmation link is on its way. */
export const GuestFollowAnswer = Type.Object({ state: Type.Literal('pending') });

export const TokenBody = Type.Object({ token: LinkToken });
export const TokenQuery = TokenBody;

/** The follow a link was for (confirmed or unsubscribed); null: the link followed nothing (any more). */
export const FollowedBib = Type.Union([
  Type.Object({ activityId: Type.Integer(), activityTitle: Type.String(), bib: Type.String() }),
  Type.Null(),
]);

export const FollowView = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  bib: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const FollowListQuery = Type.Object(pagingQuery());
export const FollowList = Type.Object({ totalCount: Type.Integer(), items: Type.Array(FollowView) });
export const FollowId = Type.Object({ id: Id });
export const Changed = Type.Object({ changed: Type.Integer() });
