import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, downloadFile } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const BASE = '/api/services/app/AdminSettlement';
const LIST = `${BASE}/GetAll` as const;
const DETAIL = `${BASE}/Get` as const;
const CREATE = `${BASE}/Create` as const;
const PAY = `${BASE}/PayLine` as const;
const PAY_BATCH = `${BASE}/PayBatch` as const;
const HOLD = `${BASE}/HoldLine` as const;
const RELEASE = `${BASE}/ReleaseLine` as const;

export type BatchRow = ApiResult<typeof LIST, 'get'>['items'][number];
export type BatchDetail = ApiResult<typeof DETAIL, 'get'>;
export type SettlementLine = BatchDetail['lines'][number];
export type LineState = SettlementLine['state'];
export const PAY_PERMISSION = 'Pages.Settlement.Pay';

const KEY = ['admin-settlement'] as const;

export function useBatches(paging: Paging) {
  return useQuery({
    queryKey: [...KEY, 'list', paging],
    queryFn: ({ signal }) => api.get(LIST, { params: pagingParams(paging), signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useBatch(batchId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', batchId],
    queryFn: ({ signal }) => api.get(DETAIL, { params: { batchId: batchId ?? 0 }, signal, silent: true }),
    enabled: batchId !== null,
  });
}

/**
 * After any change, and after a refusal too: the lists and the open batch are read again, so a
 * tab that tried to pay what another tab or admin already paid shows it paid.
 */
function useSettlementMutation<Body, Result>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** The server's answer when someone else decided first (the line or batch is already paid). */
export const isDecidedElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Creates a month's batch; the page says which batch it became, so no message here. */
export const useCreateBatch = () =>
  useSettlementMutation((body: ApiBody<typeof CREATE, 'post'>) => api.post(CREATE, body));
/** Pays one line; `done` says what was paid (已付款 NT$ 135). */
export const usePayLine = () =>
  useSettlementMutation(({ done, ...body }: ApiBody<typeof PAY, 'post'> & { done: string }) =>
    api.post(PAY, body, { successMessage: done }),
  );
/** Every pending line at once; silent: the drawer says what happened, paid or already paid. */
export const usePayBatch = () =>
  useSettlementMutation((body: ApiBody<typeof PAY_BATCH, 'post'>) => api.post(PAY_BATCH, body, { silent: true }));
/** Holds one line; `done` names it (已暫緩 林家快門 Lin 的 NT$ 79). */
export const useHoldLine = () =>
  useSettlementMutation(({ done, ...body }: ApiBody<typeof HOLD, 'post'> & { done: string }) =>
    api.post(HOLD, body, { successMessage: done }),
  );
/** Sends one line back to be settled again; `done` names it. */
export const useReleaseLine = () =>
  useSettlementMutation(({ done, ...body }: ApiBody<typeof RELEASE, 'post'> & { done: string }) =>
    api.post(RELEASE, body, { successMessage: done }),
  );

/** The batch list, account numbers masked. */
export const exportBatch = (batchId: number, format: 'Csv' | 'Excel') =>
  downloadFile(`${BASE}/Export${format}`, { batchId }, `settlement-${batchId}.${format === 'Csv' ? 'csv' : 'xlsx'}`);

/** The bank's transfer file, full account numbers: the server records each account in it. */
export const exportTransferFile = (batchId: number, format: 'csv' | 'xlsx') =>
  downloadFile(`${BASE}/ExportTransferFile`, { batchId, format }, `transfer-${batchId}.${format}`);
