import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';

export interface HeaderLink {
  id: number;
  title: string;
  /** A path of this site ('/eventlist') or a full address elsewhere. */
  url: string;
  sort: number;
}

export function getHeaderLinks(signal?: AbortSignal): Promise<PagedResult<HeaderLink>> {
  // The navigation falls back to built-in links; a failure here is not worth a toast.
  return api.get<PagedResult<HeaderLink>>('/api/services/app/Header/GetAll', { signal, silent: true });
}

export const headerLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['header', 'links'],
    queryFn: ({ signal }) => getHeaderLinks(signal),
    staleTime: 5 * 60_000,
  });

export function useHeaderLinks() {
  return useQuery(headerLinksQueryOptions());
}
