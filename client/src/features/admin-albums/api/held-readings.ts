import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';

// Bib readings held for being outside their activity's registered list (AdminImgDeal; decision 067).

const BASE = '/api/services/app/AdminImgDeal';
const LIST = `${BASE}/GetHeldReadings` as const;

export type HeldReadingQuery = ApiQuery<typeof LIST, 'get'>;
export type HeldReading = ApiResult<typeof LIST, 'get'>['items'][number];

// Under the photo lists' key: accepting changes a photo's bibs, which those lists show.
const heldKey = ['admin-albums', 'problem-photos', 'held'] as const;

export const heldReadingsQuery = (params: HeldReadingQuery) =>
  queryOptions({
    queryKey: [...heldKey, params],
    queryFn: ({ signal }) => api.get(LIST, { params, signal }),
    placeholderData: keepPreviousData,
  });
export const useHeldReadings = (params: HeldReadingQuery) => useQuery(heldReadingsQuery(params));

/** Accepts (publishes as bib tags) or discards held readings; the list is read again. */
export function useDecideHeldReadings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids }: { decision: 'accept' | 'discard'; ids: number[] }) =>
      api.post(
        decision === 'accept' ? `${BASE}/AcceptHeldReadings` : `${BASE}/DiscardHeldReadings`,
        { ids },
        {
          successMessage: true,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-albums', 'problem-photos'] }),
  });
}
