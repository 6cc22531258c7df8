import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';
import { saveLogin } from '../../../lib/session.ts';

const CHANGE_PASSWORD = '/api/services/app/Account/ChangePassword';

export function changePassword(input: ApiBody<typeof CHANGE_PASSWORD, 'post'>) {
  return api.post(CHANGE_PASSWORD, input, { silent: true });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The change ends every session, this one included: keep the new token the answer carries.
    onSuccess: (login) => void saveLogin(login),
  });
}
