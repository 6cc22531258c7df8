import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A runner's bibs by their whole registered name (bibs with photos only; decision 067). */
export const searchBibsByName = (activityId: number, name: string) =>
  api.post('/api/services/app/PhotoGalleryConfigAppSerivce/GetBibsByName', { activityId, name });

export function useNameSearch(activityId: number) {
  return useMutation({ mutationFn: (name: string) => searchBibsByName(activityId, name) });
}
