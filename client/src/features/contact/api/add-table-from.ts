import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

const ADD_TABLE_FROM = '/api/services/app/MemEmber/AddTableFrom';

/** The contact form; `phone` is left out when not given. */
export type Inquiry = ApiBody<typeof ADD_TABLE_FROM, 'post'>;

/** Saves the contact form as an inquiry for the back office (guests and members). */
export function addTableFrom(inquiry: Inquiry) {
  return api.post(ADD_TABLE_FROM, inquiry, { silent: true });
}

export function useAddTableFrom() {
  return useMutation({ mutationFn: addTableFrom });
}
