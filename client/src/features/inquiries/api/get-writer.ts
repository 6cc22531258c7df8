import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A logged-in member's name, e-mail and phone, to fill in the form for them. */
export function getWriter(signal?: AbortSignal) {
  return api.get('/api/services/app/MemEmber/Get', { signal, silent: true });
}

export function useWriter(loggedIn: boolean) {
  return useQuery({ queryKey: ['inquiries', 'writer'], queryFn: ({ signal }) => getWriter(signal), enabled: loggedIn });
}
