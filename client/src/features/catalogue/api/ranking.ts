import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const GET_RANKING = '/api/services/app/Ranking/GetPhotographerRanking';

export type RankingPeriod = ApiQuery<typeof GET_RANKING, 'get'>['period'];
export type RankedPhotographer = ApiResult<typeof GET_RANKING, 'get'>['items'][number];

export const RANKING_PAGE_SIZE = 20;

export function usePhotographerRanking(period: RankingPeriod, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'ranking', period, page],
    queryFn: ({ signal }) =>
      api.get(GET_RANKING, {
        params: { period, SkipCount: (page - 1) * RANKING_PAGE_SIZE, MaxResultCount: RANKING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
