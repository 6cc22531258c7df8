import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The server answers the same whether or not the address has an account. */
export function sendPasswordResetLink(email: string) {
  return api.post('/api/services/app/Account/SendPasswordResetLink', { email }, { silent: true });
}

export function useSendPasswordResetLink() {
  return useMutation({ mutationFn: sendPasswordResetLink });
}
