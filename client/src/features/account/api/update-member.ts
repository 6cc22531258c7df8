import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberQueryOptions, syncSession, type Member } from './get-member.ts';

export interface MemberUpdate {
  displayName: string;
  phone: string | null;
  locale: 'zh-TW' | 'en';
}

export function updateMember(input: MemberUpdate): Promise<Member> {
  return api.post<Member>('/api/services/app/MemEmber/Update', input, { silent: true });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => {
      queryClient.setQueryData(memberQueryOptions().queryKey, member);
      // The header shows the name.
      syncSession(member);
    },
  });
}
