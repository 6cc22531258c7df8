import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';
import type { DayRange } from '../../../components/ui/day-range-filter.tsx';

// The photographer's own money: sold photos, one sale, the ledger, earnings.

const GET_MY_SALES = '/api/services/app/PhotographerSales/GetMySales';
const GET_MY_SALE = '/api/services/app/PhotographerSales/GetMySale';
const GET_MY_LEDGER = '/api/services/app/PhotographerSales/GetMyLedger';
const GET_MY_EARNINGS = '/api/services/app/PhotographerSales/GetMyEarnings';

export type SalesPage = ApiResult<typeof GET_MY_SALES, 'get'>;
export type Sale = SalesPage['items'][number];
export type SaleDetail = ApiResult<typeof GET_MY_SALE, 'get'>;
export type LedgerLine = ApiResult<typeof GET_MY_LEDGER, 'get'>['items'][number];
export type Earnings = ApiResult<typeof GET_MY_EARNINGS, 'get'>;
export type Balances = Earnings['balances'];

export interface SalesFilter {
  activityId?: number;
  dateFrom?: string;
  dateTo?: string;
}

const key = (...parts: unknown[]) => ['photographer-sales', ...parts, currentLanguage()];

export function useMySales(filter: SalesFilter, paging: Paging) {
  return useQuery({
    queryKey: key('sales', filter, paging.page, paging.pageSize),
    queryFn: ({ signal }) => api.get(GET_MY_SALES, { params: { ...filter, ...pagingParams(paging) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMySale(id: number | undefined) {
  return useQuery({
    queryKey: key('sale', id),
    // Silent: the page says why (not found, or failed with a retry), once.
    queryFn: ({ signal }) => api.get(GET_MY_SALE, { params: { id: id! }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

export function useMyLedger(paging: Paging, days: DayRange = {}) {
  return useQuery({
    queryKey: key('ledger', paging.page, paging.pageSize, days.dateFrom, days.dateTo),
    queryFn: ({ signal }) => api.get(GET_MY_LEDGER, { params: { ...pagingParams(paging), ...days }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyEarnings(enabled: boolean) {
  return useQuery({
    queryKey: key('earnings'),
    queryFn: ({ signal }) => api.get(GET_MY_EARNINGS, { params: { months: 12 }, signal }),
    enabled,
  });
}

/** The caller's transaction records of those days as CSV: the whole filtered list, not one page. */
export const exportMyLedger = (days: DayRange) =>
  downloadFile('/api/services/app/PhotographerSales/ExportMyLedgerCsv', { ...days }, 'transactions.csv');
