import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const LIST = '/api/services/app/AdminIncome/GetAll';
const DETAIL = '/api/services/app/AdminIncome/Get';
const ADJUST = '/api/services/app/AdminIncome/AddAdjustment';

export type IncomeFilter = Omit<ApiQuery<typeof LIST, 'get'>, 'SkipCount' | 'MaxResultCount'>;
export type IncomeSort = NonNullable<IncomeFilter['sort']>;
export type IncomeRow = ApiResult<typeof LIST, 'get'>['items'][number];
export type IncomeDetail = ApiResult<typeof DETAIL, 'get'>;
export type IncomeFigures = IncomeDetail['figures'];
export type LedgerKind = NonNullable<ApiQuery<typeof DETAIL, 'get'>['kind']>;
export type LedgerLine = IncomeDetail['ledger']['items'][number];
export type AdjustmentRequest = ApiBody<typeof ADJUST, 'post'>;

export const INCOME_SORTS: IncomeSort[] = ['balanceDesc', 'balanceAsc'];
export const LEDGER_KINDS: LedgerKind[] = ['sale', 'reversal', 'payout', 'adjustment'];
export const ADJUST_PERMISSION = 'Pages.Income.Adjust';
/** The server's bound on one adjustment either way, NT$. */
export const ADJUSTMENT_LIMIT = 1_000_000;

const KEY = ['admin-income'] as const;

export function useIncomeList(paging: Paging, filter: IncomeFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', paging, filter],
    queryFn: ({ signal }) => api.get(LIST, { params: { ...pagingParams(paging), ...filter }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useIncome(id: number, paging: Paging, kind: LedgerKind | undefined) {
  return useQuery({
    queryKey: [...KEY, 'detail', id, paging, kind],
    queryFn: ({ signal }) => api.get(DETAIL, { params: { id, kind, ...pagingParams(paging) }, signal, silent: true }),
    // An address without a usable id asks nothing: the page says the photographer is not there.
    enabled: Number.isSafeInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** Books an adjustment (`done` says which); the photographer's figures and ledger are read again. */
export function useAddAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ done, ...request }: AdjustmentRequest & { done: string }) =>
      api.post(ADJUST, request, { successMessage: done }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
