import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const RESET_PASSWORD = '/api/services/app/Account/ResetPassword';

export function resetPassword(input: ApiBody<typeof RESET_PASSWORD, 'post'>) {
  return api.post(RESET_PASSWORD, input, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
