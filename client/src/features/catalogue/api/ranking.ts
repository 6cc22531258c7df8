import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';

export type RankingPeriod = 'month' | 'year' | 'all';

export interface RankedPhotographer {
  rank: number;
  photographerId: number;
  displayName: string;
  avatarUrl: string | null;
  soldCount: number;
  salesAmount: number;
  publishedCount: number;
}

export const RANKING_PAGE_SIZE = 20;

export function usePhotographerRanking(period: RankingPeriod, page: number) {
  return useQuery({
    queryKey: ['catalogue', 'ranking', period, page],
    queryFn: ({ signal }) =>
      api.get<PagedResult<RankedPhotographer>>('/api/services/app/Ranking/GetPhotographerRanking', {
        params: { period, SkipCount: (page - 1) * RANKING_PAGE_SIZE, MaxResultCount: RANKING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
