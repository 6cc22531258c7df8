import { PERMISSIONS, type PermissionKey, type PermissionName } from '../../shared/domain/permissions.ts';

// The permission seed rows, derived from PERMISSIONS (shared/domain/permissions.ts): labels for the
// role editor, and a name's parent is the name minus its last segment (`Pages.Orders.Refund` →
// `Pages.Orders`).

export interface PermissionSeed {
  readonly name: PermissionName;
  /** zh-TW label shown in the role editor. */
  readonly displayName: string;
  readonly displayNameEn: string;
  readonly parentName: PermissionName | null;
}

// Typed by key so adding a permission without its labels is a compile error.
const labels: { readonly [K in PermissionKey]: readonly [zhTW: string, en: string] } = {
  Dashboard: ['首頁儀表板', 'Dashboard'],
  Notifications: ['通知', 'Notifications'],
  Banners: ['橫幅廣告', 'Banners'],
  Footer: ['頁尾連結與頁面', 'Footer links & pages'],
  Header: ['頁首連結', 'Header links'],
  Events: ['賽事管理（含地區、賽事類型）', 'Events (incl. regions & event types)'],
  EventsEdit: ['新增與編輯賽事', 'Create & edit events'],
  Albums: ['活動與相簿', 'Activities & albums'],
  AlbumsImages: ['照片審核', 'Photo moderation'],
  AlbumSettings: ['相簿設定', 'Album settings'],
  Applications: ['攝影師申請', 'Photographer applications'],
  ApplicationsReview: ['審核攝影師申請', 'Review applications'],
  Attendance: ['出勤紀錄', 'Attendance'],
  Orders: ['訂單', 'Orders'],
  OrdersRefund: ['訂單退款', 'Refund orders'],
  Settlement: ['結算', 'Settlement'],
  SettlementPay: ['結算撥款', 'Pay out settlements'],
  SettlementRevealAccounts: ['顯示完整匯款帳號', 'Show full account numbers'],
  Income: ['攝影師收益', 'Income'],
  IncomeAdjust: ['調整攝影師收益', 'Adjust photographer income'],
  Reports: ['報表', 'Reports'],
  Inquiries: ['客服表單', 'Inquiry forms'],
  PaymentSettings: ['金流設定', 'Payment settings'],
  SystemStatus: ['系統狀態', 'System status'],
  Users: ['使用者', 'Users'],
  UsersEdit: ['編輯使用者', 'Edit users'],
  Roles: ['角色', 'Roles'],
  RolesEdit: ['編輯角色與權限', 'Edit roles & permissions'],
  Menus: ['選單', 'Menus'],
  AuditLog: ['操作紀錄', 'Audit trail'],
};

const permissionKeys = Object.keys(PERMISSIONS) as PermissionKey[];
const permissionNames: readonly PermissionName[] = permissionKeys.map((key) => PERMISSIONS[key]);

// `Pages` itself is not a permission, so top-level pages get no parent.
function parentOf(name: PermissionName): PermissionName | null {
  const prefix = name.slice(0, name.lastIndexOf('.'));
  return permissionNames.find((candidate) => candidate === prefix) ?? null;
}

export const permissions: readonly PermissionSeed[] = permissionKeys.map((key) => {
  const name = PERMISSIONS[key];
  const [displayName, displayNameEn] = labels[key];
  return { name, displayName, displayNameEn, parentName: parentOf(name) };
});
