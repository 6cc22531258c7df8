import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveLogin, type SessionUser } from '../../../lib/session.ts';

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return api.post<SessionUser & { accessToken: string }>('/api/services/app/Account/ChangePassword', input, {
    silent: true,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The change ends every session, this one included: keep the new token the answer carries.
    onSuccess: (login) => void saveLogin(login),
  });
}
