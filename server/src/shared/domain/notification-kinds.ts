import { PERMISSIONS, type PermissionName } from './permissions.ts';

// What the system tells the back office about, as spec §3's notification types, and who may see
// each: an admin sees a notification only when they hold its kind's permission. The permission is
// stored on the row when it is raised, so the list and the unread count filter on one column.

export const NOTIFICATION_TYPES = [
  'Index',
  'ApplyPhotographer',
  'ActivityPhoto',
  'Car',
  'Users',
  'Photographer',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

interface NotificationKind {
  readonly type: NotificationType;
  readonly permission: PermissionName;
}

export const NOTIFICATION_KINDS = {
  general: { type: 'Index', permission: PERMISSIONS.Dashboard },
  applicationSubmitted: { type: 'ApplyPhotographer', permission: PERMISSIONS.Applications },
  albumProcessed: { type: 'ActivityPhoto', permission: PERMISSIONS.AlbumsImages },
  orderPaid: { type: 'Car', permission: PERMISSIONS.Orders },
  paymentAnomaly: { type: 'Car', permission: PERMISSIONS.Orders },
  inquiryReceived: { type: 'Users', permission: PERMISSIONS.Inquiries },
  accountReported: { type: 'Users', permission: PERMISSIONS.Users },
  remittanceChanged: { type: 'Photographer', permission: PERMISSIONS.Settlement },
} as const satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;
