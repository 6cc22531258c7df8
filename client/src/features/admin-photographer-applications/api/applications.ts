import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const LIST = '/api/services/app/AdminMemEmber/GetPhotographerApplications';
const DETAIL = '/api/services/app/AdminMemEmber/GetPhotographerApplication';
const DECIDE = '/api/services/app/AdminMemEmber/UpdatePhotoGrapher';
const SET_AUTH = '/api/services/app/AdminMemEmber/UpdatePhotographerAuth';

export type ApplicationStatus = NonNullable<ApiQuery<typeof LIST, 'get'>['status']>;
export type ApplicationRow = ApiResult<typeof LIST, 'get'>['items'][number];
export type ApplicationDetail = ApiResult<typeof DETAIL, 'get'>;
export type Decision = ApiBody<typeof DECIDE, 'post'>;
export type PhotographerAuthChange = ApiQuery<typeof SET_AUTH, 'get'>;

const KEY = ['admin-photographer-applications'] as const;

export function useApplications(paging: Paging, filter: { status?: ApplicationStatus; keyword?: string }) {
  return useQuery({
    queryKey: [...KEY, 'list', paging, filter],
    queryFn: ({ signal }) =>
      api.get(LIST, {
        params: { ...pagingParams(paging), ...filter },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get(DETAIL, { params: { id }, signal, silent: true }),
    // An address without a usable id asks nothing: the page says the application is not there.
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** Approve, or reject with a reason; `done` names what was decided. The lists and the application are read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ done, ...decision }: Decision & { done: string }) =>
      api.post(DECIDE, decision, { successMessage: done }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Block or restore a photographer (GET, as in the original site). */
export function useSetPhotographerAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotographerAuthChange) => api.get(SET_AUTH, { params: change, successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
