import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const GET_MY_MENUS = '/api/services/app/AdminMenu/GetMyMenus';

export function getMyMenus(signal?: AbortSignal) {
  return api.get(GET_MY_MENUS, { signal });
}

// Whichever login the admin used, the frame reads the role's current tree here, in the language on
// screen (the cache is refetched when the language changes and cleared when the user changes).
export const myMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'my-menus'],
    queryFn: ({ signal }) => getMyMenus(signal),
    staleTime: 5 * 60_000,
  });

export function useMyMenus() {
  return useQuery(myMenusQueryOptions());
}
