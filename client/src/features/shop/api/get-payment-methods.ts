import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The payment methods the back office enabled (ECPay ChoosePayment values), the default first. */
export function getPaymentMethods(signal?: AbortSignal) {
  return api.get<{ methods: string[] }>('/api/services/app/Order/GetPaymentMethods', { signal });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: ['shop', 'payment-methods'], queryFn: ({ signal }) => getPaymentMethods(signal) });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
