import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface RegisterInput {
  email: string;
  code: string;
  displayName: string;
  password: string;
}

export function register(input: RegisterInput): Promise<{ userId: number; email: string }> {
  return api.post('/api/services/app/Account/Register', input, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
