import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

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

export function usePhotographerRanking(period: RankingPeriod) {
  return useQuery({
    queryKey: ['catalogue', 'ranking', period, currentLanguage()],
    queryFn: ({ signal }) =>
      api.get<{ items: RankedPhotographer[] }>('/api/services/app/Ranking/GetPhotographerRanking', {
        params: { period },
        signal,
        silent: true,
      }),
  });
}
