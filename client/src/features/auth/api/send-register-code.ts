import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** E-mails a 6-digit registration code (valid 10 minutes, 5 tries). */
export function sendRegisterCode(email: string) {
  return api.post('/api/services/app/Account/SendRegisterCode', { email }, { silent: true });
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
