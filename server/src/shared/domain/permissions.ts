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
  Income: 'Pages.Income',
  Reports: 'Pages.Reports',
  Inquiries: 'Pages.Inquiries',
  PaymentSettings: 'Pages.PaymentSettings',
  Users: 'Pages.Users',
  UsersEdit: 'Pages.Users.Edit',
  Roles: 'Pages.Roles',
  RolesEdit: 'Pages.Roles.Edit',
  Menus: 'Pages.Menus',
  AuditLog: 'Pages.AuditLog',
} as const;

export type PermissionKey = keyof typeof PERMISSIONS;
export type PermissionName = (typeof PERMISSIONS)[PermissionKey];
