import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const GET_REMITTANCE = '/api/services/app/MemEmber/getUsersRemittance';

export const remittanceQueryKey = ['photographer', 'remittance'] as const;

/** The account as the page shows it: the number masked. */
export function useRemittance() {
  return useQuery(
    queryOptions({
      queryKey: [...remittanceQueryKey, currentLanguage()],
      queryFn: ({ signal }) => api.get(GET_REMITTANCE, { signal }),
    }),
  );
}
