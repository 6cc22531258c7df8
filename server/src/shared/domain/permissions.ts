// The back-office permission catalogue, named in ABP style (`Pages.X`, `Pages.X.Action`).
// PERMISSIONS is the single place a name is spelled: routes declare them, the seed rows
// (db/seed-data/permissions.ts) are derived from them.

// Declaration order is seed order: keep each parent above its children.
export const PERMISSIONS = {
  Dashboard: 'Pages.Dashboard',
  Notifications: 'Pages.Notifications',
  Banners: 'Pages.Banners',
  Footer: 'Pages.Footer',
  Header: 'Pages.Header',
  Events: 'Pages.Events',
  EventsEdit: 'Pages.Events.Edit',
  Albums: 'Pages.Albums',
  AlbumsImages: 'Pages.Albums.Images',
  AlbumSettings: 'Pages.AlbumSettings',
  Applications: 'Pages.Applications',
  ApplicationsReview: 'Pages.Applications.Review',
  Attendance: 'Pages.Attendance',
  Orders: 'Pages.Orders',
  OrdersRefund: 'Pages.Orders.Refund',
  Settlement: 'Pages.Settlement',
  SettlementPay: 'Pages.Settlement.Pay',
  SettlementRevealAccounts: 'Pages.Settlement.RevealAccounts',
  Income: 'Pages.Income',
  IncomeAdjust: 'Pages.Income.Adjust',
  Reports: 'Pages.Reports',
  Inquiries: 'Pages.Inquiries',
  PaymentSettings: 'Pages.PaymentSettings',
  Users: 'Pages.Users',
  UsersEdit: 'Pages.Users.Edit',
  Roles: 'Pages.Roles',
  RolesEdit: 'Pages.Roles.Edit',
  Menus: 'Pages.Menus',
  AuditLog: 'Pages.AuditLog',
  SystemStatus: 'Pages.SystemStatus',
} as const;

export type PermissionKey = keyof typeof PERMISSIONS;
export type PermissionName = (typeof PERMISSIONS)[PermissionKey];

/** The headings the role editor groups permissions under. */
export const PERMISSION_GROUPS = [
  'content',
  'catalogue',
  'photos',
  'orders',
  'settlement',
  'users',
  'settings',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

// Typed by key so adding a permission without its group is a compile error.
export const PERMISSION_GROUP: { readonly [K in PermissionKey]: PermissionGroup } = {
  Dashboard: 'content',
  Notifications: 'content',
  Banners: 'content',
  Footer: 'content',
  Header: 'content',
  Inquiries: 'content',
  Events: 'catalogue',
  EventsEdit: 'catalogue',
  Albums: 'catalogue',
  AlbumsImages: 'catalogue', // an action of Albums: shown under it
  Attendance: 'photos',
  Applications: 'photos',
  ApplicationsReview: 'photos',
  Orders: 'orders',
  OrdersRefund: 'orders',
  Reports: 'orders',
  Settlement: 'settlement',
  SettlementPay: 'settlement',
  SettlementRevealAccounts: 'settlement',
  Income: 'settlement',
  IncomeAdjust: 'settlement',
  Users: 'users',
  UsersEdit: 'users',
  Roles: 'users',
  RolesEdit: 'users',
  Menus: 'users',
  AuditLog: 'users',
  AlbumSettings: 'settings',
  PaymentSettings: 'settings',
  SystemStatus: 'settings',
};
