import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_SUMMARY = '/api/services/app/AdminDashboard/GetSummary';

export type DashboardSummary = ApiResult<typeof GET_SUMMARY, 'get'>;
export type DayFigures = DashboardSummary['days'][number];

export function getSummary(signal?: AbortSignal) {
  // The page shows a refusal or failure itself (with the server's reason), so no toast.
  return api.get(GET_SUMMARY, { signal, silent: true });
}

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard', 'summary'], queryFn: ({ signal }) => getSummary(signal) });

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
