import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { signUpsQueryKey } from './my-sign-ups.ts';

const DELETE_SIGN_UP = '/api/services/app/Activity/DeleteMyInfo';

export function useDeleteSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(DELETE_SIGN_UP, { id }, { successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signUpsQueryKey }),
  });
}
