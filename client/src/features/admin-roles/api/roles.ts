import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

// AdminRole/*: back-office roles, their permissions, menu entries and holders.

const base = '/api/services/app/AdminRole';

export type Role = ApiResult<`${typeof base}/GetAll`, 'get'>['items'][number];
export type RoleFields = ApiBody<`${typeof base}/Create`, 'post'>;
export type RoleMenu = ApiResult<`${typeof base}/GetMenus`, 'get'>['menus'][number];
export type PermissionName = ApiBody<`${typeof base}/SetPermissions`, 'put'>['permissionNames'][number];
export type RoleUser = ApiResult<`${typeof base}/GetUsers`, 'get'>['items'][number];

const KEY = ['admin-roles'];

/** Every role: an installation has a handful, so pickers and the overview read them whole. */
export function useRoles() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => api.get(`${base}/GetAll`, { params: { SkipCount: 0, MaxResultCount: 1000 }, signal }),
  });
}

export function useRolePermissions(roleId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'permissions', roleId],
    queryFn: ({ signal }) => api.get(`${base}/GetPermissions`, { params: { id: roleId! }, signal }),
    enabled: roleId !== undefined,
  });
}

export function useRoleMenus(roleId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'menus', roleId],
    queryFn: ({ signal }) => api.get(`${base}/GetMenus`, { params: { id: roleId! }, signal }),
    enabled: roleId !== undefined,
  });
}

export function useRoleUsers(roleId: number | undefined, paging: Paging) {
  return useQuery({
    queryKey: [...KEY, 'users', roleId, paging],
    queryFn: ({ signal }) =>
      api.get(`${base}/GetUsers`, { params: { roleId: roleId!, ...pagingParams(paging) }, signal }),
    enabled: roleId !== undefined,
    placeholderData: keepPreviousData,
  });
}

function useChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveRole = () =>
  useChange(({ id, ...fields }: RoleFields & { id?: number }) =>
    id === undefined
      ? api.post(`${base}/Create`, fields, { successMessage: true })
      : api.put(`${base}/Update`, { id, ...fields }, { successMessage: true }),
  );

export const useDeleteRole = () =>
  useChange((id: number) => api.delete(`${base}/Delete`, { params: { id }, successMessage: true }));

export const useSetRolePermissions = () =>
  useChange((body: ApiBody<`${typeof base}/SetPermissions`, 'put'>) =>
    api.put(`${base}/SetPermissions`, body, { successMessage: true }),
  );

export const useSetRoleMenus = () =>
  useChange((body: ApiBody<`${typeof base}/SetMenus`, 'put'>) =>
    api.put(`${base}/SetMenus`, body, { successMessage: true }),
  );
