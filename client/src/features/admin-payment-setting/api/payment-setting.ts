import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';

const GET = '/api/services/app/AdminPaymentSetting/Get';
const UPDATE = '/api/services/app/AdminPaymentSetting/Update';

export type PaymentSetting = ApiResult<typeof GET, 'get'>;
export type PaymentSettingChange = ApiBody<typeof UPDATE, 'post'>;
export type PaymentMode = PaymentSetting['mode'];
export type PaymentMethod = NonNullable<PaymentSettingChange['enabledMethods']>[number];

export const PAYMENT_MODES: PaymentMode[] = ['simulator', 'stage', 'production'];
export const PAYMENT_METHODS: PaymentMethod[] = ['Credit', 'WebATM', 'ATM'];

const settingQuery = () =>
  queryOptions({
    queryKey: ['admin-payment-setting'],
    queryFn: ({ signal }) => api.get(GET, { signal, silent: true }),
  });

export function usePaymentSetting() {
  return useQuery(settingQuery());
}

/** Saves a change; a refusal (e.g. the simulator in production) is shown by the form, not a toast. */
export function useUpdatePaymentSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PaymentSettingChange) => api.post(UPDATE, change, { successMessage: true, silent: true }),
    onSuccess: (setting) => queryClient.setQueryData(settingQuery().queryKey, setting),
  });
}
