import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const REGISTER = '/api/services/app/Account/Register';

export function register(input: ApiBody<typeof REGISTER, 'post'>) {
  return api.post(REGISTER, input, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
