import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const LIST = '/api/services/app/AdminNotification/GetAll';
const DETAIL = '/api/services/app/AdminNotification/Get';
const UNREAD = '/api/services/app/AdminNotification/GetUnreadCount';
const MARK_ALL = '/api/services/app/AdminNotification/MarkAllRead';

export type NotificationQuery = ApiQuery<typeof LIST, 'get'>;
export type AdminNotification = ApiResult<typeof LIST, 'get'>['items'][number];
export type NotificationType = AdminNotification['type'];

export const NOTIFICATION_TYPES: NotificationType[] = [
  'ApplyPhotographer',
  'ActivityPhoto',
  'Car',
  'Users',
  'Photographer',
  'Index',
];

/** The header's badge asks again this often while the tab is visible (docs/decisions/030). */
export const UNREAD_POLL_MS = 30_000;

const notificationsKey = ['admin-notifications'] as const;

export function useNotificationList(params: NotificationQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsKey, 'list', params],
      queryFn: ({ signal }) => api.get(LIST, { params, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Opening a notification marks it read: the list and the badge are read again afterwards. */
export function useNotification(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...notificationsKey, 'detail', id],
    queryFn: async ({ signal }) => {
      const notification = await api.get(DETAIL, { params: { id }, signal, silent: true });
      void queryClient.invalidateQueries({
        queryKey: notificationsKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      return notification;
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: ({ signal }) => api.get(UNREAD, { signal, silent: true }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(MARK_ALL, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
