import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';
import { remittanceQueryKey } from './get-remittance.ts';

const UPDATE_REMITTANCE = '/api/services/app/MemEmber/UpdateUsersRemittance';

export type RemittanceInput = ApiBody<typeof UPDATE_REMITTANCE, 'post'>;

export function useUpdateRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemittanceInput) => api.post(UPDATE_REMITTANCE, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remittanceQueryKey }),
  });
}
