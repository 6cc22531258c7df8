import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_ECPAY_FORM = '/api/services/app/Order/GetEcpayForm';

/** `action`: where the browser posts the fields, ECPay's AioCheckOut or the local simulator. */
export type EcpayForm = ApiResult<typeof GET_ECPAY_FORM, 'get'>;

export function getEcpayForm(orderId: number, signal?: AbortSignal) {
  return api.get(GET_ECPAY_FORM, { params: { orderId }, signal, silent: true });
}

export function ecpayFormQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['shop', 'ecpay-form', orderId],
    queryFn: ({ signal }) => getEcpayForm(orderId, signal),
    // The form is signed with the trade's date and may be posted once: always ask for a fresh one.
    staleTime: 0,
    gcTime: 0,
    enabled: orderId > 0,
  });
}

export function useEcpayForm(orderId: number) {
  return useQuery(ecpayFormQueryOptions(orderId));
}
