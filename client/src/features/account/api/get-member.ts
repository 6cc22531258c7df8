import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { getSession, updateSessionUser, type SessionUser } from '../../../lib/session.ts';

const GET_MEMBER = '/api/services/app/MemEmber/Get';

export type Member = ApiResult<typeof GET_MEMBER, 'get'>;

const SESSION_FIELDS = ['displayName', 'avatarUrl', 'isAdmin', 'photographerAuth', 'photographerAuthStatus'] as const;

/**
 * Brings the stored login up to date with the server: an application approved or a photographer
 * suspended since the login shows in the menu and the route guards without logging in again.
 */
export function syncSession(member: Member): void {
  const user = getSession()?.user;
  if (!user || user.userId !== member.id) return;
  if (SESSION_FIELDS.every((field) => user[field] === member[field])) return;
  const patch: Partial<SessionUser> = {};
  for (const field of SESSION_FIELDS) Object.assign(patch, { [field]: member[field] });
  updateSessionUser(patch);
}

export async function getMember(signal?: AbortSignal): Promise<Member> {
  const member = await api.get(GET_MEMBER, { signal });
  syncSession(member);
  return member;
}

export const memberQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'member'], queryFn: ({ signal }) => getMember(signal) });

export function useMember() {
  return useQuery(memberQueryOptions());
}
