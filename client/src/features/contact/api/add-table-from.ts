import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Inquiry {
  name: string;
  email: string;
  /** Left out when not given. */
  phone?: string;
  subject: string;
  message: string;
}

/** Saves the contact form as an inquiry for the back office (guests and members). */
export function addTableFrom(inquiry: Inquiry): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/services/app/MemEmber/AddTableFrom', inquiry, { silent: true });
}

export function useAddTableFrom() {
  return useMutation({ mutationFn: addTableFrom });
}
