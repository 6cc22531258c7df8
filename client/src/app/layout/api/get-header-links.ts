import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import type { PageRead } from '../../../lib/early-answers.ts';

const GET_HEADER_LINKS = '/api/services/app/Header/GetAll';

/** `url`: a path of this site ('/eventlist') or a full address elsewhere. */
export type HeaderLink = ApiResult<typeof GET_HEADER_LINKS, 'get'>['items'][number];

export function getHeaderLinks(signal?: AbortSignal) {
  // The navigation falls back to built-in links; a failure here is not worth a toast.
  return api.get(GET_HEADER_LINKS, { signal, silent: true });
}

const headerLinksKey = ['header', 'links'] as const;

/** The header's links, read with every page a server renders. */
export const headerLinksRead: PageRead = {
  request: { method: 'GET', url: GET_HEADER_LINKS },
  queryKey: () => headerLinksKey,
};

export const headerLinksQueryOptions = () =>
  queryOptions({
    queryKey: headerLinksKey,
    queryFn: ({ signal }) => getHeaderLinks(signal),
    staleTime: 5 * 60_000,
  });

export function useHeaderLinks() {
  return useQuery(headerLinksQueryOptions());
}
