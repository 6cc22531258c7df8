import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../lib/api-types.ts';

// The audit trail's read endpoints, shared by the list page (features/admin-audit) and the history
// panel every entity page shows (audit-history.tsx).

const LIST = '/api/services/app/AdminAuditLog/GetAll';
const HISTORY = '/api/services/app/AdminAuditLog/GetEntityHistory';

export type AuditLogQuery = ApiQuery<typeof LIST, 'get'>;
export type AuditEntry = ApiResult<typeof LIST, 'get'>['items'][number];
/** A change, `refused` (a change a grant rule turned down) or `reveal` (a secret shown in full). */
export type AuditAction = 'create' | 'update' | 'delete' | 'refused' | 'reveal';
export const AUDIT_ACTIONS: AuditAction[] = ['create', 'update', 'delete', 'refused', 'reveal'];
/** The permission both endpoints need. */
export const AUDIT_PERMISSION = 'Pages.AuditLog';

const auditKey = ['admin-audit'] as const;

export function useAuditLog(params: AuditLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...auditKey, 'list', params],
      queryFn: ({ signal }) => api.get(LIST, { params, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useEntityHistory(params: ApiQuery<typeof HISTORY, 'get'>, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...auditKey, 'history', params],
      queryFn: ({ signal }) => api.get(HISTORY, { params, signal }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
