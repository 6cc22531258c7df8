import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';
import { signUpsQueryKey } from './my-sign-ups.ts';

const CREATE_SIGN_UP = '/api/services/app/Activity/CreateMyInfo';

export type SignUpInput = ApiBody<typeof CREATE_SIGN_UP, 'post'>;

export function useCreateSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post(CREATE_SIGN_UP, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signUpsQueryKey }),
  });
}
