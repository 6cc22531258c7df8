import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

export interface LoginInput {
  userNameOrEmailAddress: string;
  password: string;
}

export type LoginResult = SessionUser & { accessToken: string; expireInSeconds: number };

/** Silent: the login form shows the server's message (wrong password, suspended account) itself. */
export function authenticateLogin(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/api/TokenAuth/AuthenticateLogin', input, { silent: true });
}

export function useAuthenticateLogin() {
  return useMutation({ mutationFn: authenticateLogin });
}
