import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SendCodeResult {
  expireInSeconds: number;
  resendAfterSeconds: number;
}

/** E-mails a 6-digit registration code (valid 10 minutes, 5 tries). */
export function sendRegisterCode(email: string): Promise<SendCodeResult> {
  return api.post<SendCodeResult>('/api/services/app/Account/SendRegisterCode', { email }, { silent: true });
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
