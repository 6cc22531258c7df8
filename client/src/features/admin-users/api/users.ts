import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const LIST = '/api/services/app/AdminMemEmber/GetAll';
const DETAIL = '/api/services/app/AdminMemEmber/Get';
const ROLES = '/api/services/app/AdminMemEmber/GetRoles';
const UPDATE = '/api/services/app/AdminMemEmber/Update';
const SET_ACTIVE = '/api/services/app/AdminMemEmber/SetActive';
const SEND_RESET = '/api/services/app/AdminMemEmber/SendPasswordReset';
// Blocking a photographer is the applications' own endpoint (GET, as in the original site).
const SET_PHOTOGRAPHER_AUTH = '/api/services/app/AdminMemEmber/UpdatePhotographerAuth';

export type UserFilter = Omit<ApiQuery<typeof LIST, 'get'>, 'SkipCount' | 'MaxResultCount'>;
export type PhotographerStatus = NonNullable<UserFilter['photographerStatus']>;
export type UserRow = ApiResult<typeof LIST, 'get'>['items'][number];
export type UserDetail = ApiResult<typeof DETAIL, 'get'>;
export type UserChanges = ApiBody<typeof UPDATE, 'put'>;

export const PHOTOGRAPHER_STATUSES: PhotographerStatus[] = ['none', 'pending', 'approved', 'blocked'];

const KEY = ['admin-users'] as const;

export function useUsers(paging: Paging, filter: UserFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', paging, filter],
    queryFn: ({ signal }) => api.get(LIST, { params: { ...pagingParams(paging), ...filter }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get(DETAIL, { params: { id }, signal, silent: true }),
    // An address without a usable id asks nothing: the page says the user is not there.
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: [...KEY, 'roles'],
    queryFn: ({ signal }) => api.get(ROLES, { signal, silent: true }),
    staleTime: 60_000,
  });
}

/** A change to a user; the lists and the user's page are read again. */
function useUserChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useUpdateUser = () =>
  useUserChange((changes: UserChanges) => api.put(UPDATE, changes, { successMessage: true }));

export const useSetActive = () =>
  useUserChange((change: { id: number; isActive: boolean }) => api.post(SET_ACTIVE, change, { successMessage: true }));

export const useSendPasswordReset = () =>
  useUserChange((id: number) => api.post(SEND_RESET, { id }, { successMessage: true }));

export const useSetPhotographerAuth = () =>
  useUserChange((change: { userId: number; status: 'blocked' | 'restore' }) =>
    api.get(SET_PHOTOGRAPHER_AUTH, { params: change, successMessage: true }),
  );
