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
  readonly displayNameEn: string;
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
    displayName: '擁有者',
    displayNameEn: 'Owner',
    description: '可使用所有後台功能；權限固定為全部',
    permissionNames: permissions.map((permission) => permission.name),
  },
  {
    name: 'Finance',
    displayName: '財務',
    displayNameEn: 'Finance',
    description: '處理訂單、退款、結算撥款，並查看攝影師收益與報表',
    permissionNames: pagesWithActions(
      PERMISSIONS.Dashboard,
      PERMISSIONS.Notifications,
      PERMISSIONS.Orders,
      PERMISSIONS.Settlement,
      PERMISSIONS.Income,
      PERMISSIONS.Reports,
    ),
  },
  {
    name: 'Editor',
    displayName: '內容編輯',
    displayNameEn: 'Content editor',
    description: '維護網站內容、賽事與活動相簿，並回覆客服表單',
    permissionNames: [
      ...pagesWithActions(
        PERMISSIONS.Dashboard,
        PERMISSIONS.Notifications,
        PERMISSIONS.Banners,
        PERMISSIONS.Footer,
        PERMISSIONS.Header,
        PERMISSIONS.Events,
        PERMISSIONS.Inquiries,
      ),
      // Activities and albums, but not their photos: moderating those is the photo moderator's.
      PERMISSIONS.Albums,
    ],
  },
  {
    name: 'PhotoModerator',
    displayName: '照片審核',
    displayNameEn: 'Photo moderator',
    description: '審核與處理照片、出勤紀錄，並審核攝影師申請',
    permissionNames: pagesWithActions(
      PERMISSIONS.Dashboard,
      PERMISSIONS.Notifications,
      PERMISSIONS.AlbumsImages,
      PERMISSIONS.Attendance,
      PERMISSIONS.Applications,
    ),
  },
];
