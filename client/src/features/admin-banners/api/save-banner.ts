import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody } from '../../../lib/api-types.ts';

export type BannerFields = ApiBody<'/api/services/app/AdminBanner/Create', 'post'>;

/** Creates a banner (no id) or changes one. */
export function saveBanner({ id, ...fields }: BannerFields & { id?: number }) {
  return id === undefined
    ? api.post('/api/services/app/AdminBanner/Create', fields, { successMessage: true })
    : api.put('/api/services/app/AdminBanner/Update', { id, ...fields }, { successMessage: true });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-banners'] }),
  });
}
