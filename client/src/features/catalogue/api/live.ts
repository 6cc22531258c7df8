import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { useLanguage } from '../../../lib/i18n.ts';

const GET_LIVE = '/api/services/app/Activity/GetLive';

export type LiveActivity = ApiResult<typeof GET_LIVE, 'get'>;
export type LivePlace = LiveActivity['places'][number];
export type LivePhoto = LiveActivity['newest'][number];

/** How often the live page asks again while it is on screen (the server keeps its answer ~30 s). */
export const LIVE_REFRESH_MS = 30_000;

/** An activity's live figures, asked again every LIVE_REFRESH_MS while the tab is visible. */
export function useLiveActivity(activityId: number) {
  return useQuery({
    queryKey: ['catalogue', 'live', activityId, useLanguage()],
    queryFn: ({ signal }) => api.get(GET_LIVE, { params: { activityId }, signal }),
    refetchInterval: LIVE_REFRESH_MS,
    // A hidden tab asks nothing; it asks at once when shown again (refetchOnWindowFocus).
    refetchIntervalInBackground: false,
  });
}
