import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Sortable } from '../../../components/admin/sort-order.tsx';

export function reorderBanners(items: Sortable[]) {
  return api.post('/api/services/app/AdminBanner/UpdateStore', { items });
}

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-banners'] }),
  });
}
