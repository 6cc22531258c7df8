import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function deleteBanner(id: number) {
  return api.delete('/api/services/app/AdminBanner/Delete', { params: { Id: id }, successMessage: true });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-banners'] }),
  });
}
