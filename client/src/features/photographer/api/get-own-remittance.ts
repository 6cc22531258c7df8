import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const GET_OWN_REMITTANCE = '/api/services/app/MemEmber/getUsersAndRemittanceDto';

/** The full account for the edit form: fetched only while editing, never kept afterwards. */
export function useOwnRemittance(enabled: boolean) {
  return useQuery({
    queryKey: ['photographer', 'remittance', 'own'],
    queryFn: ({ signal }) => api.get(GET_OWN_REMITTANCE, { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
