import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const AUTHENTICATE_LOGIN = '/api/TokenAuth/AuthenticateLogin';

/** Silent: the login form shows the server's message (wrong password, suspended account) itself. */
export function authenticateLogin(input: ApiBody<typeof AUTHENTICATE_LOGIN, 'post'>) {
  return api.post(AUTHENTICATE_LOGIN, input, { silent: true });
}

export function useAuthenticateLogin() {
  return useMutation({ mutationFn: authenticateLogin });
}
