import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const SEND_INQUIRY = '/api/services/app/MemEmber/AddTableFrom';

/** The contact form; `phone` is left out when not given. */
export type Inquiry = ApiBody<typeof SEND_INQUIRY, 'post'>;

/** Saves the contact form as an inquiry for the back office (guests and members). */
export function sendInquiry(inquiry: Inquiry) {
  return api.post(SEND_INQUIRY, inquiry, { silent: true });
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
