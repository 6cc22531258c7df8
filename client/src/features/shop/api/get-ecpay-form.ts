import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface EcpayForm {
  /** Where the browser posts the form: ECPay's AioCheckOut, or the local simulator. */
  action: string;
  fields: Record<string, string>;
  order: {
    id: number;
    merchantTradeNo: string;
    totalAmount: number;
    itemCount: number;
    choosePayment: string;
    expiresAt: string;
  };
}

export function getEcpayForm(orderId: number, signal?: AbortSignal) {
  return api.get<EcpayForm>('/api/services/app/Order/GetEcpayForm', { params: { orderId }, signal, silent: true });
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
