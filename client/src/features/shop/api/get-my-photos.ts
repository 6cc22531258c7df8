import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedResult } from '../../../lib/api-client.ts';
import type { PhotoView } from '../../../lib/photo-view.ts';
import { pagingParams, type Paging } from './types.ts';

export interface PurchasedPhoto extends PhotoView {
  orderId: number;
  orderItemId: number;
  photoId: number;
  fileName: string;
  activityId: number;
  activityTitle: string;
  /** The price paid (NT$). */
  price: number;
  paidAt: string | null;
  downloadable: boolean;
}

export function getMyPhotos(paging: Paging, signal?: AbortSignal) {
  return api.get<PagedResult<PurchasedPhoto>>('/api/services/app/MyPhoto/GetAll', {
    params: pagingParams(paging),
    signal,
  });
}

export function myPhotosQueryOptions(paging: Paging) {
  return queryOptions({
    queryKey: ['shop', 'my-photos', paging.page, paging.pageSize],
    queryFn: ({ signal }) => getMyPhotos(paging, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyPhotos(paging: Paging) {
  return useQuery(myPhotosQueryOptions(paging));
}
