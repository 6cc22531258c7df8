import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface Writer {
  displayName: string;
  email: string;
  phone: string | null;
}

/** A logged-in member's name, e-mail and phone, to fill in the form for them. */
export function getWriter(signal?: AbortSignal): Promise<Writer> {
  return api.get<Writer>('/api/services/app/MemEmber/Get', { signal, silent: true });
}

export function useWriter(loggedIn: boolean) {
  return useQuery({ queryKey: ['contact', 'writer'], queryFn: ({ signal }) => getWriter(signal), enabled: loggedIn });
}
