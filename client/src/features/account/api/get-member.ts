import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Member {
  id: number;
  email: string;
  displayName: string;
  phone: string | null;
  locale: 'zh-TW' | 'en' | string;
  avatarUrl: string | null;
  isAdmin: boolean;
  photographerAuth: boolean;
  photographerAuthStatus: string;
  createdAt: string;
}

export function getMember(signal?: AbortSignal): Promise<Member> {
  return api.get<Member>('/api/services/app/MemEmber/Get', { signal });
}

export const memberQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'member'], queryFn: ({ signal }) => getMember(signal) });

export function useMember() {
  return useQuery(memberQueryOptions());
}
