import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_LAST_HOUR = '/api/services/app/AdminSystemStatus/GetLastHour';

export type SystemStatus = ApiResult<typeof GET_LAST_HOUR, 'get'>;
export type StatusMinute = SystemStatus['minutes'][number];

/** The page follows the servers' own pace: they sample once a minute. */
const REFRESH_MS = 60_000;

export function getLastHour(signal?: AbortSignal) {
  // The page shows a refusal or failure itself (with the server's reason), so no toast.
  return api.get(GET_LAST_HOUR, { signal, silent: true });
}

export const lastHourQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-system-status', 'last-hour'],
    queryFn: ({ signal }) => getLastHour(signal),
    refetchInterval: REFRESH_MS,
  });

export function useLastHour() {
  return useQuery(lastHourQueryOptions());
}
