// Built-in back-office roles. Menus are not listed here: a role sees the menus whose
// permissionName it holds, plus those with none (see menus.ts).

import { PERMISSIONS, type PermissionName } from '../../shared/domain/permissions.ts';
import { OWNER_ROLE } from '../../shared/domain/roles.ts';
import { permissions } from './permissions.ts';

export interface RoleSeed {
  /** Stable identifier used in code; never shown to users. */
  readonly name: string;
  /** zh-TW */
  readonly displayName: string;
  readonly description: string;
  readonly permissionNames: readonly PermissionName[];
}

// A granted page brings its actions with it (Orders → Orders.Refund), so a role is written as
// the pages it works on. Catalogue order is kept so the seeded rows come out predictably.
function pagesWithActions(...pages: readonly PermissionName[]): PermissionName[] {
  return permissions
    .map((permission) => permission.name)
    .filter((name) => pages.some((page) => name === page || name.startsWith(`${page}.`)));
}

export const roles: readonly RoleSeed[] = [
  {
    name: OWNER_ROLE,
    displayName: '系統管理員',
    description: '可使用所有後台功能',
    permissionNames: permissions.map((permission) => permission.name),
  },
  {
    name: 'Finance',
    displayName: '財務',
    description: '處理訂單、退款、結算撥款，並查看攝影師收益與報表',
    permissionNames: pagesWithActions(
      PERMISSIONS.Dashboard,
      PERMISSIONS.Orders,
      PERMISSIONS.Settlement,
      PERMISSIONS.Income,
      PERMISSIONS.Reports,
    ),
  },
  {
    name: 'Editor',
    displayName: '內容編輯',
    description: '維護網站內容、賽事、相簿與照片審核，並回覆客服表單',
    permissionNames: pagesWithActions(
      PERMISSIONS.Dashboard,
      PERMISSIONS.Banners,
      PERMISSIONS.Footer,
      PERMISSIONS.Header,
      PERMISSIONS.Events,
      PERMISSIONS.Albums,
      PERMISSIONS.Inquiries,
    ),
  },
];
