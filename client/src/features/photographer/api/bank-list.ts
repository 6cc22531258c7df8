import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const GET_BANK_LIST = '/api/services/app/MemEmber/GetBankList';

export function useBankList() {
  return useQuery(
    queryOptions({
      queryKey: ['photographer', 'banks', currentLanguage()],
      queryFn: ({ signal }) => api.get(GET_BANK_LIST, { signal }),
      staleTime: Infinity,
    }),
  );
}
