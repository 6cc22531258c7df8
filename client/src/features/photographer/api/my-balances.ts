import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_MY_BALANCES = '/api/services/app/PhotographerSales/GetMyBalances';

export type Balances = ApiResult<typeof GET_MY_BALANCES, 'get'>;

export function useMyBalances() {
  return useQuery({
    queryKey: ['photographer', 'balances'],
    queryFn: ({ signal }) => api.get(GET_MY_BALANCES, { signal }),
  });
}
