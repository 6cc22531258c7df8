import type { ComponentType } from 'react';

/*
 * THE ROUTE TABLE: every page of the site, its access level and its title (spec §2, §6).
 *
 * To add a page:
 *   1. create client/src/features/<feature>/pages/<name>-page.tsx with a default export:
 *        export default function LoginPage() { ... }
 *   2. give its line below a `page`:
 *        { path: '/login', access: 'public', title: ['登入', 'Log in'], page: () => import('../features/auth/pages/login-page.tsx') },
 *      (a page not in the table yet: add a line with path, access, title and page.)
 * Lines without `page` are not built yet: their guard still runs, then the not-found page shows.
 *
 * access: 'public' | 'login' (member) | 'photographer' (certified, implies login) | 'admin'.
 * The guards show the spec's messages and redirect; the server still checks every call.
 * title: [zh-TW, en]; the site name is appended (' | 運動相簿'). A page that knows a better title
 * (an event's name) calls usePageTitle() from lib/page-title.ts.
 * Paths are matched case-insensitively; `:id?` marks an optional segment.
 * Each page is its own chunk, so admin code is only downloaded by admins.
 */

export type Access = 'public' | 'login' | 'photographer' | 'admin';

export interface PageRoute {
  path: string;
  access: Access;
  title: readonly [zhTW: string, en: string];
  page?: () => Promise<{ default: ComponentType }>;
  /**
   * No floating TOP and go-home buttons on this page: the site guide (spec §2), and the cart and
   * payment pages, whose pay buttons span a phone's width (decisions/046).
   */
  noFloatButtons?: boolean;
}

export const pageRoutes: PageRoute[] = [
  // Public
  {
    path: '/index',
    access: 'public',
    title: ['首頁', 'Home'],
    page: () => import('../features/catalogue/pages/home-page.tsx'),
  },
  {
    path: '/information',
    access: 'public',
    title: ['網站導覽', 'Site guide'],
    noFloatButtons: true,
    page: () => import('../features/catalogue/pages/guide-page.tsx'),
  },
  {
    path: '/login',
    access: 'public',
    title: ['登入', 'Log in'],
    page: () => import('../features/auth/pages/login-page.tsx'),
  },
  {
    path: '/registerEmail',
    access: 'public',
    title: ['註冊', 'Sign up'],
    page: () => import('../features/auth/pages/register-email-page.tsx'),
  },
  {
    path: '/customerRegist',
    access: 'public',
    title: ['會員註冊', 'Create your account'],
    page: () => import('../features/auth/pages/registration-page.tsx'),
  },
  {
    path: '/registerSuccess',
    access: 'public',
    title: ['註冊成功', 'Welcome'],
    page: () => import('../features/auth/pages/register-success-page.tsx'),
  },
  {
    path: '/forgotPassword',
    access: 'public',
    title: ['忘記密碼', 'Forgot password'],
    page: () => import('../features/auth/pages/forgot-password-page.tsx'),
  },
  {
    path: '/resetPassword',
    access: 'public',
    title: ['重設密碼', 'Reset password'],
    page: () => import('../features/auth/pages/reset-password-page.tsx'),
  },
  {
    path: '/resetPwSuccess',
    access: 'public',
    title: ['密碼已重設', 'Password reset'],
    page: () => import('../features/auth/pages/password-reset-done-page.tsx'),
  },
  {
    path: '/followConfirm',
    access: 'public',
    title: ['確認追蹤', 'Confirm following'],
    page: () => import('../features/follows/pages/follow-confirm-page.tsx'),
  },
  {
    path: '/followUnsubscribe',
    access: 'public',
    title: ['取消追蹤', 'Unsubscribe'],
    page: () => import('../features/follows/pages/follow-unsubscribe-page.tsx'),
  },
  {
    path: '/contactus',
    access: 'public',
    title: ['聯絡我們', 'Contact us'],
    page: () => import('../features/inquiries/pages/inquiry-page.tsx'),
  },
  {
    path: '/VRanking',
    access: 'public',
    title: ['攝影師排行', 'Photographer ranking'],
    page: () => import('../features/catalogue/pages/ranking-page.tsx'),
  },
  {
    path: '/albumsearch/:activityId',
    access: 'public',
    title: ['相簿搜尋', 'Find your photos'],
    page: () => import('../features/catalogue/pages/bib-search-page.tsx'),
  },
  {
    path: '/albumphotodetail/:id?',
    access: 'public',
    title: ['照片', 'Photo'],
    page: () => import('../features/catalogue/pages/photo-detail-page.tsx'),
  },
  {
    path: '/activityevent/:activityId?',
    access: 'public',
    title: ['活動相簿', 'Event photos'],
    page: () => import('../features/catalogue/pages/activity-page.tsx'),
  },
  {
    path: '/activitylive/:activityId',
    access: 'public',
    title: ['即時上傳', 'Live'],
    page: () => import('../features/catalogue/pages/activity-live-page.tsx'),
  },
  {
    path: '/eventlist',
    access: 'public',
    title: ['賽事行事曆', 'Race calendar'],
    page: () => import('../features/catalogue/pages/event-list-page.tsx'),
  },
  {
    path: '/eventdetails/:eventId?',
    access: 'public',
    title: ['賽事資訊', 'Race details'],
    page: () => import('../features/catalogue/pages/event-details-page.tsx'),
  },

  // Members
  {
    path: '/joinphotographer',
    access: 'login',
    title: ['成為攝影師', 'Become a photographer'],
    page: () => import('../features/photographer-applications/pages/join-photographer-page.tsx'),
  },
  {
    path: '/photographeralbum/:photographerId?',
    access: 'login',
    title: ['攝影師相簿', 'Photographer albums'],
    page: () => import('../features/catalogue/pages/photographer-album-page.tsx'),
  },
  {
    path: '/favorite',
    access: 'login',
    title: ['我的收藏', 'Favourites'],
    page: () => import('../features/shop/pages/favorite-page.tsx'),
  },
  {
    path: '/myfollow',
    access: 'login',
    title: ['我的追蹤', 'My follows'],
    page: () => import('../features/follows/pages/my-follows-page.tsx'),
  },
  {
    path: '/profile',
    access: 'login',
    title: ['個人資料', 'Profile'],
    page: () => import('../features/account/pages/profile-page.tsx'),
  },
  {
    path: '/myphoto',
    access: 'login',
    title: ['我的照片', 'My photos'],
    page: () => import('../features/shop/pages/my-photo-page.tsx'),
  },
  {
    path: '/checkout',
    access: 'login',
    noFloatButtons: true,
    title: ['購物車', 'Cart'],
    page: () => import('../features/shop/pages/checkout-page.tsx'),
  },
  {
    path: '/checkout/ECPay',
    access: 'login',
    noFloatButtons: true,
    title: ['付款資訊', 'Payment'],
    page: () => import('../features/shop/pages/ecpay-page.tsx'),
  },
  {
    path: '/orderdetails/:OrderId?',
    access: 'login',
    title: ['訂單明細', 'Order details'],
    page: () => import('../features/shop/pages/order-details-page.tsx'),
  },
  {
    path: '/consumerrecords',
    access: 'login',
    title: ['消費紀錄', 'Purchases'],
    page: () => import('../features/shop/pages/orders-page.tsx'),
  },
  {
    path: '/myaccount',
    access: 'login',
    title: ['我的帳戶', 'My account'],
    page: () => import('../features/account/pages/my-account-page.tsx'),
  },
  {
    path: '/photographerearningslist',
    access: 'login',
    title: ['收益明細', 'Earnings'],
    page: () => import('../features/photographer-sales/pages/earnings-page.tsx'),
  },

  // Certified photographers
  {
    path: '/uploadPhoto/:photographerId?',
    access: 'photographer',
    title: ['上傳照片', 'Upload photos'],
    page: () => import('../features/photographer-upload/pages/new-album-upload-page.tsx'),
  },
  {
    path: '/uploadPhoto2/:photographerId?',
    access: 'photographer',
    title: ['上傳照片', 'Upload photos'],
    page: () => import('../features/photographer-upload/pages/existing-album-upload-page.tsx'),
  },
  {
    path: '/photographerphoto',
    access: 'photographer',
    title: ['我的作品', 'My work'],
    page: () => import('../features/photographer/pages/my-work-page.tsx'),
  },
  {
    path: '/selldetails',
    access: 'photographer',
    title: ['銷售明細', 'Sales'],
    page: () => import('../features/photographer-sales/pages/sell-details-page.tsx'),
  },
  {
    path: '/salesdetails/:id?',
    access: 'photographer',
    title: ['銷售詳情', 'Sale details'],
    page: () => import('../features/photographer-sales/pages/sale-details-page.tsx'),
  },
  {
    path: '/transactionrecordlist',
    access: 'photographer',
    title: ['交易紀錄', 'Transactions'],
    page: () => import('../features/photographer-sales/pages/transaction-record-page.tsx'),
  },
  {
    path: '/photographeraccount',
    access: 'photographer',
    title: ['攝影師帳戶', 'Photographer account'],
    page: () => import('../features/photographer/pages/photographer-account-page.tsx'),
  },

  // Back office (/admin redirects to /admin/index)
  {
    path: '/admin/index',
    access: 'admin',
    title: ['管理後台', 'Back office'],
    page: () => import('../features/admin-dashboard/pages/dashboard-page.tsx'),
  },
  {
    path: '/admin/AdminImgDeal',
    access: 'admin',
    title: ['照片處理', 'Photo processing'],
    page: () => import('../features/admin-albums/pages/photo-processing-page.tsx'),
  },
  {
    path: '/admin/OrderSettlement',
    access: 'admin',
    title: ['訂單結算', 'Settlement'],
    page: () => import('../features/admin-settlement/pages/settlement-page.tsx'),
  },
  {
    path: '/admin/AdminalbumList',
    access: 'admin',
    title: ['活動相簿列表', 'Activities & albums'],
    page: () => import('../features/admin-albums/pages/album-list-page.tsx'),
  },
  {
    path: '/admin/AdminNotificationDetail/:id?',
    access: 'admin',
    title: ['通知詳情', 'Notification'],
    page: () => import('../features/admin-notifications/pages/notification-detail-page.tsx'),
  },
  {
    path: '/admin/AdminReport',
    access: 'admin',
    title: ['報表', 'Reports'],
    page: () => import('../features/admin-reports/pages/report-page.tsx'),
  },
  {
    path: '/admin/AlbumSetting',
    access: 'admin',
    title: ['相簿設定', 'Album settings'],
    page: () => import('../features/admin-albums/pages/album-setting-page.tsx'),
  },
  {
    path: '/admin/Application',
    access: 'admin',
    title: ['攝影師申請', 'Photographer applications'],
    page: () => import('../features/admin-photographer-applications/pages/application-list-page.tsx'),
  },
  {
    path: '/admin/ApplicationDetails/:id?',
    access: 'admin',
    title: ['申請詳情', 'Application'],
    page: () => import('../features/admin-photographer-applications/pages/application-details-page.tsx'),
  },
  {
    path: '/admin/Attendance',
    access: 'admin',
    title: ['攝影師出勤', 'Attendance'],
    page: () => import('../features/admin-attendance/pages/attendance-page.tsx'),
  },
  {
    path: '/admin/Banner',
    access: 'admin',
    title: ['橫幅管理', 'Banners'],
    page: () => import('../features/admin-banners/pages/banner-list-page.tsx'),
  },
  {
    path: '/admin/CreateBannerId/:Id?',
    access: 'admin',
    title: ['編輯橫幅', 'Edit banner'],
    page: () => import('../features/admin-banners/pages/banner-edit-page.tsx'),
  },
  {
    path: '/admin/EventDetails/:id?',
    access: 'admin',
    title: ['賽事詳情', 'Race details'],
    page: () => import('../features/admin-events/pages/event-details-page.tsx'),
  },
  {
    path: '/admin/EventList',
    access: 'admin',
    title: ['賽事列表', 'Races'],
    page: () => import('../features/admin-events/pages/event-list-page.tsx'),
  },
  {
    path: '/admin/EventStatus',
    access: 'admin',
    title: ['賽事地區', 'Regions and cities'],
    page: () => import('../features/admin-common-types/pages/event-status-page.tsx'),
  },
  {
    path: '/admin/EventType',
    access: 'admin',
    title: ['賽事類型', 'Race types'],
    page: () => import('../features/admin-common-types/pages/event-type-page.tsx'),
  },
  {
    path: '/admin/Footer',
    access: 'admin',
    title: ['頁尾總覽', 'Footer overview'],
    page: () => import('../features/admin-footer/pages/footer-overview-page.tsx'),
  },
  {
    path: '/admin/Footer/Child',
    access: 'admin',
    title: ['頁尾連結', 'Footer links'],
    page: () => import('../features/admin-footer/pages/footer-links-page.tsx'),
  },
  {
    path: '/admin/Footer/Parent',
    access: 'admin',
    title: ['頁尾欄目', 'Footer columns'],
    page: () => import('../features/admin-footer/pages/footer-columns-page.tsx'),
  },
  {
    path: '/admin/Footer/Page',
    access: 'admin',
    title: ['頁尾頁面', 'Footer pages'],
    page: () => import('../features/admin-footer/pages/footer-pages-page.tsx'),
  },
  {
    path: '/admin/Foot/Page/Edit/:id?',
    access: 'admin',
    title: ['編輯頁尾頁面', 'Edit footer page'],
    page: () => import('../features/admin-footer/pages/footer-page-edit-page.tsx'),
  },
  {
    path: '/admin/Header',
    access: 'admin',
    title: ['頁首管理', 'Header links'],
    page: () => import('../features/admin-header/pages/header-links-page.tsx'),
  },
  {
    path: '/admin/Income',
    access: 'admin',
    title: ['攝影師收入', 'Photographer income'],
    page: () => import('../features/admin-income/pages/income-list-page.tsx'),
  },
  {
    path: '/admin/IncomeDetails/:id?',
    access: 'admin',
    title: ['收入明細', 'Income details'],
    page: () => import('../features/admin-income/pages/income-details-page.tsx'),
  },
  {
    path: '/admin/Inquiryform',
    access: 'admin',
    title: ['聯絡表單', 'Enquiries'],
    page: () => import('../features/admin-inquiries/pages/inquiry-list-page.tsx'),
  },
  // Not in the original site's page list: race day's system status (decisions/070).
  {
    path: '/admin/SystemStatus',
    access: 'admin',
    title: ['系統狀態', 'System status'],
    page: () => import('../features/admin-system-status/pages/system-status-page.tsx'),
  },
  // Not in the original site's page list: the audit trail of admin changes (decisions/031).
  {
    path: '/admin/AuditLog',
    access: 'admin',
    title: ['操作紀錄', 'Audit trail'],
    page: () => import('../features/admin-audit/pages/audit-log-page.tsx'),
  },
  {
    path: '/admin/NewEventDetails',
    access: 'admin',
    title: ['新增賽事', 'New race'],
    page: () => import('../features/admin-events/pages/new-event-details-page.tsx'),
  },
  {
    path: '/admin/Notification',
    access: 'admin',
    title: ['通知', 'Notifications'],
    page: () => import('../features/admin-notifications/pages/notification-list-page.tsx'),
  },
  {
    path: '/admin/OrderDetails/:id?',
    access: 'admin',
    title: ['訂單詳情', 'Order'],
    page: () => import('../features/admin-orders/pages/order-details-page.tsx'),
  },
  {
    path: '/admin/OrderList',
    access: 'admin',
    title: ['訂單列表', 'Orders'],
    page: () => import('../features/admin-orders/pages/order-list-page.tsx'),
  },
  {
    path: '/admin/PaymentSetting',
    access: 'admin',
    title: ['金流設定', 'Payment settings'],
    page: () => import('../features/admin-payment-setting/pages/payment-setting-page.tsx'),
  },
  {
    path: '/admin/RoleList',
    access: 'admin',
    title: ['角色列表', 'Roles'],
    page: () => import('../features/admin-roles/pages/role-list-page.tsx'),
  },
  {
    path: '/admin/user/userList',
    access: 'admin',
    title: ['使用者管理', 'Users'],
    page: () => import('../features/admin-users/pages/user-list-page.tsx'),
  },
  {
    path: '/admin/user/userList/:id',
    access: 'admin',
    title: ['使用者資料', 'User'],
    page: () => import('../features/admin-users/pages/user-details-page.tsx'),
  },
  {
    path: '/admin/user/rolePermissions',
    access: 'admin',
    title: ['角色權限', 'Role permissions'],
    page: () => import('../features/admin-roles/pages/role-permissions-page.tsx'),
  },
  {
    path: '/admin/user/roleList',
    access: 'admin',
    title: ['角色成員', 'Role members'],
    page: () => import('../features/admin-roles/pages/role-users-page.tsx'),
  },
  {
    path: '/admin/user/roleMenuList',
    access: 'admin',
    title: ['角色選單', 'Role menus'],
    page: () => import('../features/admin-roles/pages/role-menus-page.tsx'),
  },
];
