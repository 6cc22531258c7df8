// The back-office menu tree. Only list pages get an entry; detail and edit pages that take an
// id (OrderDetails/:id, Foot/Page/Edit/:id, ...) are reached from their list.
//
// Written as a nested tree and flattened below, so parents always precede their children and
// `sort` follows the order written here.

import { PERMISSIONS, type PermissionName } from '../../shared/domain/permissions.ts';

export interface MenuSeed {
  /** Unique, kebab-case; the seeder links parents by key because ids are generated. */
  readonly key: string;
  /** zh-TW */
  readonly title: string;
  readonly titleEn: string;
  /** Client route, or null for a section that only groups other entries. */
  readonly path: string | null;
  /** Ant Design icon component name, e.g. 'HomeOutlined'. */
  readonly icon: string;
  /** Order among siblings. */
  readonly sort: number;
  readonly parentKey: string | null;
  /**
   * Shown only to admins holding this permission. Null for the dashboard, and for sections:
   * a section mixes pages guarded by different permissions, so it is shown when any of its
   * children is.
   */
  readonly permissionName: PermissionName | null;
}

interface MenuNode {
  readonly key: string;
  readonly title: string;
  readonly titleEn: string;
  readonly path: string | null;
  readonly icon: string;
  readonly permissionName: PermissionName | null;
  readonly children?: readonly MenuNode[];
}

function section(key: string, title: string, titleEn: string, icon: string, children: readonly MenuNode[]): MenuNode {
  return { key, title, titleEn, path: null, icon, permissionName: null, children };
}

const tree: readonly MenuNode[] = [
  {
    key: 'dashboard',
    title: '首頁',
    titleEn: 'Dashboard',
    path: '/admin/index',
    icon: 'HomeOutlined',
    permissionName: null,
  },
  {
    key: 'notifications',
    title: '通知',
    titleEn: 'Notifications',
    path: '/admin/Notification',
    icon: 'BellOutlined',
    permissionName: PERMISSIONS.Notifications,
  },
  section('site-content', '網站內容', 'Site content', 'GlobalOutlined', [
    {
      key: 'banners',
      title: '橫幅廣告',
      titleEn: 'Banners',
      path: '/admin/Banner',
      icon: 'PictureOutlined',
      permissionName: PERMISSIONS.Banners,
    },
    {
      key: 'footer',
      title: '頁尾',
      titleEn: 'Footer',
      path: null,
      icon: 'LayoutOutlined',
      permissionName: PERMISSIONS.Footer,
      children: [
        {
          key: 'footer-overview',
          title: '頁尾總覽',
          titleEn: 'Footer overview',
          path: '/admin/Footer',
          icon: 'LayoutOutlined',
          permissionName: PERMISSIONS.Footer,
        },
        {
          key: 'footer-parents',
          title: '頁尾分類',
          titleEn: 'Footer groups',
          path: '/admin/Footer/Parent',
          icon: 'ApartmentOutlined',
          permissionName: PERMISSIONS.Footer,
        },
        {
          key: 'footer-links',
          title: '頁尾連結',
          titleEn: 'Footer links',
          path: '/admin/Footer/Child',
          icon: 'LinkOutlined',
          permissionName: PERMISSIONS.Footer,
        },
        {
          key: 'footer-pages',
          title: '頁尾頁面',
          titleEn: 'Footer pages',
          path: '/admin/Footer/Page',
          icon: 'FileTextOutlined',
          permissionName: PERMISSIONS.Footer,
        },
      ],
    },
    {
      key: 'header',
      title: '頁首連結',
      titleEn: 'Header links',
      path: '/admin/Header',
      icon: 'MenuOutlined',
      permissionName: PERMISSIONS.Header,
    },
  ]),
  section('events', '賽事管理', 'Events', 'TrophyOutlined', [
    {
      key: 'event-list',
      title: '賽事列表',
      titleEn: 'Event list',
      path: '/admin/EventList',
      icon: 'CalendarOutlined',
      permissionName: PERMISSIONS.Events,
    },
    {
      key: 'event-new',
      title: '新增賽事',
      titleEn: 'New event',
      path: '/admin/NewEventDetails',
      icon: 'PlusCircleOutlined',
      permissionName: PERMISSIONS.EventsEdit,
    },
    {
      key: 'event-regions',
      title: '賽事地區',
      titleEn: 'Regions & cities',
      path: '/admin/EventStatus',
      icon: 'EnvironmentOutlined',
      permissionName: PERMISSIONS.Events,
    },
    {
      key: 'event-types',
      title: '賽事類型',
      titleEn: 'Event types',
      path: '/admin/EventType',
      icon: 'TagsOutlined',
      permissionName: PERMISSIONS.Events,
    },
  ]),
  section('albums', '相簿管理', 'Albums', 'CameraOutlined', [
    {
      key: 'album-list',
      title: '活動相簿列表',
      titleEn: 'Activities & albums',
      path: '/admin/AdminalbumList',
      icon: 'FolderOpenOutlined',
      permissionName: PERMISSIONS.Albums,
    },
    {
      key: 'album-settings',
      title: '相簿設定',
      titleEn: 'Album settings',
      path: '/admin/AlbumSetting',
      icon: 'SettingOutlined',
      permissionName: PERMISSIONS.AlbumSettings,
    },
    {
      key: 'album-images',
      title: '照片處理',
      titleEn: 'Photo processing',
      path: '/admin/AdminImgDeal',
      icon: 'FileImageOutlined',
      permissionName: PERMISSIONS.AlbumsImages,
    },
    {
      key: 'attendance',
      title: '出勤紀錄',
      titleEn: 'Attendance',
      path: '/admin/Attendance',
      icon: 'CheckSquareOutlined',
      permissionName: PERMISSIONS.Attendance,
    },
  ]),
  section('photographers', '攝影師', 'Photographers', 'IdcardOutlined', [
    {
      key: 'applications',
      title: '攝影師申請',
      titleEn: 'Applications',
      path: '/admin/Application',
      icon: 'SolutionOutlined',
      permissionName: PERMISSIONS.Applications,
    },
    {
      key: 'income',
      title: '攝影師收益',
      titleEn: 'Income',
      path: '/admin/Income',
      icon: 'DollarOutlined',
      permissionName: PERMISSIONS.Income,
    },
  ]),
  section('orders', '訂單與結算', 'Orders', 'ShoppingCartOutlined', [
    {
      key: 'order-list',
      title: '訂單列表',
      titleEn: 'Order list',
      path: '/admin/OrderList',
      icon: 'UnorderedListOutlined',
      permissionName: PERMISSIONS.Orders,
    },
    {
      key: 'order-settlement',
      title: '結算',
      titleEn: 'Settlement',
      path: '/admin/OrderSettlement',
      icon: 'AccountBookOutlined',
      permissionName: PERMISSIONS.Settlement,
    },
    {
      key: 'reports',
      title: '報表',
      titleEn: 'Reports',
      path: '/admin/AdminReport',
      icon: 'BarChartOutlined',
      permissionName: PERMISSIONS.Reports,
    },
  ]),
  section('support', '客服', 'Support', 'CustomerServiceOutlined', [
    {
      key: 'inquiries',
      title: '客服表單',
      titleEn: 'Inquiry forms',
      path: '/admin/Inquiryform',
      icon: 'FormOutlined',
      permissionName: PERMISSIONS.Inquiries,
    },
  ]),
  section('system', '系統設定', 'System', 'ToolOutlined', [
    {
      key: 'payment-settings',
      title: '金流設定',
      titleEn: 'Payment settings',
      path: '/admin/PaymentSetting',
      icon: 'CreditCardOutlined',
      permissionName: PERMISSIONS.PaymentSettings,
    },
    {
      key: 'roles',
      title: '角色管理',
      titleEn: 'Roles',
      path: '/admin/RoleList',
      icon: 'SafetyCertificateOutlined',
      permissionName: PERMISSIONS.Roles,
    },
    {
      key: 'users',
      title: '使用者列表',
      titleEn: 'Users',
      path: '/admin/user/userList',
      icon: 'UserOutlined',
      permissionName: PERMISSIONS.Users,
    },
    {
      key: 'role-permissions',
      title: '角色權限',
      titleEn: 'Role permissions',
      path: '/admin/user/rolePermissions',
      icon: 'KeyOutlined',
      permissionName: PERMISSIONS.Roles,
    },
    {
      key: 'user-roles',
      title: '角色成員',
      titleEn: 'Role members',
      path: '/admin/user/roleList',
      icon: 'TeamOutlined',
      permissionName: PERMISSIONS.Roles,
    },
    {
      key: 'role-menus',
      title: '角色選單',
      titleEn: 'Role menus',
      path: '/admin/user/roleMenuList',
      icon: 'BarsOutlined',
      permissionName: PERMISSIONS.Menus,
    },
    {
      key: 'audit-log',
      title: '操作紀錄',
      titleEn: 'Audit trail',
      path: '/admin/AuditLog',
      icon: 'HistoryOutlined',
      permissionName: PERMISSIONS.AuditLog,
    },
    {
      key: 'system-status',
      title: '系統狀態',
      titleEn: 'System status',
      path: '/admin/SystemStatus',
      icon: 'DashboardOutlined',
      permissionName: PERMISSIONS.SystemStatus,
    },
  ]),
];

// Sort steps of 10 leave room to slot an entry in later without renumbering its siblings.
function flatten(nodes: readonly MenuNode[], parentKey: string | null): MenuSeed[] {
  return nodes.flatMap(({ children = [], ...node }, index) => [
    { ...node, sort: (index + 1) * 10, parentKey },
    ...flatten(children, node.key),
  ]);
}

export const menus: readonly MenuSeed[] = flatten(tree, null);
