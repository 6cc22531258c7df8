import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const GET_PAYMENT_METHODS = '/api/services/app/Order/GetPaymentMethods';

/** An ECPay ChoosePayment value. */
export type PaymentMethod = ApiResult<typeof GET_PAYMENT_METHODS, 'get'>['methods'][number];

/** The payment methods the back office enabled, the default first. */
export function getPaymentMethods(signal?: AbortSignal) {
  return api.get(GET_PAYMENT_METHODS, { signal });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: ['shop', 'payment-methods'], queryFn: ({ signal }) => getPaymentMethods(signal) });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
