import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';
import { memberQueryOptions, syncSession } from './get-member.ts';

const UPDATE_MEMBER = '/api/services/app/MemEmber/Update';

export type MemberUpdate = ApiBody<typeof UPDATE_MEMBER, 'post'>;

export function updateMember(input: MemberUpdate) {
  return api.post(UPDATE_MEMBER, input, { silent: true });
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
