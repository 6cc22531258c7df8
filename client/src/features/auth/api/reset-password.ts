import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(input: { token: string; newPassword: string }): Promise<null> {
  return api.post<null>('/api/services/app/Account/ResetPassword', input, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
