import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { api, call, post } from '../support/api.ts';
import { checkOut, goToSimulator, payInSimulator, payOnSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import { apiLogin, apiLoginWith, logInThroughForm, logIntoBackOffice, loginAs } from '../support/session.ts';
import { expect, openPage, pathOf, screenshotBothLanguages, test } from '../support/test.ts';

// Staff and permissions (issue "Back office, part 2"): the owner makes a content role and gives it
// to a new member, who then sees only the content part of the back office and is refused the
// orders; a duplicate ECPay payment raises a notification the finance staff see and open, and the
// content staff member never sees.

const PASSWORD = 'backoffice2026';
/** Names that no earlier run uses. */
const stamp = Date.now().toString(36);
const ROLE = { zh: `內容小編 ${stamp}`, en: `Content helper ${stamp}` };
/** The "content" group of the role editor (PERMISSION_GROUP in server/src/shared/domain/permissions.ts). */
const CONTENT_PERMISSIONS = [
  'Pages.Dashboard',
  'Pages.Notifications',
  'Pages.Banners',
  'Pages.Footer',
  'Pages.Header',
  'Pages.Inquiries',
];

/** Back-office pages are large chunks: on a busy machine their first paint can take longer than 10 s. */
const BACK_OFFICE_TIMEOUT = 30_000;
const navigation = { timeout: BACK_OFFICE_TIMEOUT };

/** Opens every closed section of the side menu, then answers its entries from top to bottom. */
async function sideMenuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: '管理後台' });
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) await closed.first().click();
  return (await menu.locator('.ant-menu-title-content').allTextContents()).map((text) => text.trim());
}

/** The owner gives `email` back-office access with the seeded role named `roleName`, as the user page does. */
async function makeStaff(email: string, roleName: string): Promise<void> {
  const owner = (await apiLogin('admin')).accessToken;
  const roles = await call<{ id: number; name: string }[]>('GET', 'AdminMemEmber/GetRoles', undefined, owner);
  const role = roles.find((candidate) => candidate.name === roleName)!;
  const { items } = await call<{ items: { id: number; displayName: string }[] }>(
    'GET',
    `AdminMemEmber/GetAll?${new URLSearchParams({ keyword: email })}`,
    undefined,
    owner,
  );
  const [user] = items;
  await call(
    'PUT',
    'AdminMemEmber/Update',
    {
      id: user!.id,
      displayName: user!.displayName,
      phone: null,
      isAdmin: true,
      roleIds: [role.id],
    },
    owner,
  );
}

/** A published demo photo for a buyer's cart. */
async function demoPhotoId(): Promise<number> {
  const search = await post<{ items: { photos: { id: number }[] }[] }>(
    'PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    { activityId: inject('demoActivityId'), code: inject('demoBib') },
  );
  return search.items[0]!.photos[0]!.id;
}

test(
  'the owner makes a content role for a new staff member, who sees only content; finance sees a duplicate payment',
  { timeout: 300_000 },
  async ({ page, browser, browserErrors }) => {
    page.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
    const staffEmail = await registerMember('content-staff', '小編阿芳', PASSWORD);

    // 1. The owner creates the role and ticks the content permissions only.
    await loginAs(page, 'admin');
    await page.goto('/admin/RoleList');
    await page.getByRole('button', { name: '新增角色' }).click();
    const dialog = page.getByRole('dialog', { name: '新增角色' });
    await dialog.getByLabel('名稱（中文）').fill(ROLE.zh);
    await dialog.getByLabel('名稱（英文）').fill(ROLE.en);
    await dialog.getByLabel('說明').fill('維護橫幅、頁首與頁尾');
    await dialog.getByRole('button', { name: '儲存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const roleRow = page.getByRole('row').filter({ hasText: ROLE.zh });
    await roleRow.getByRole('link', { name: '0' }).nth(1).click();
    await expect.poll(() => pathOf(page), navigation).toBe('/admin/user/rolePermissions');
    const roleId = Number(new URL(page.url()).searchParams.get('roleId'));
    const content = page.locator('.ant-card').filter({ has: page.getByText('網站內容', { exact: true }) });
    const boxes = content.getByRole('checkbox');
    await expect.poll(() => boxes.count(), navigation).toBe(CONTENT_PERMISSIONS.length);
    for (const box of await boxes.all()) await box.check();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(CONTENT_PERMISSIONS.length);
    const save = page.getByRole('button', { name: '儲存' });
    await save.click();
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(() => save.getAttribute('class'), navigation).not.toContain('ant-btn-loading');
    await screenshotBothLanguages(page, 'staff-role-permissions', 'Site content', '網站內容');
    const saved = await call<{ groups: { permissions: { name: string; granted: boolean }[] }[] }>(
      'GET',
      `AdminRole/GetPermissions?id=${roleId}`,
      undefined,
      (await apiLogin('admin')).accessToken,
    );
    const granted = saved.groups.flatMap((group) => group.permissions.filter((p) => p.granted).map((p) => p.name));
    expect(granted.sort()).toEqual([...CONTENT_PERMISSIONS].sort());

    // 2. The owner finds the new member and makes them an admin with that role only.
    await page.goto('/admin/user/userList');
    await page.getByLabel('搜尋使用者').fill(staffEmail);
    await page.getByLabel('搜尋使用者').press('Enter');
    await page.getByRole('link', { name: staffEmail }).click();
    await expect.poll(() => pathOf(page), navigation).toMatch(/^\/admin\/user\/userList\/\d+$/);
    await page.getByRole('switch', { name: '可進入後台（管理員）' }).click();
    await page.getByLabel('後台角色').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: ROLE.zh }).click();
    await page.keyboard.press('Escape');
    const [updated] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/AdminMemEmber/Update')),
      page.getByRole('button', { name: '儲存使用者資料' }).click(),
    ]);
    expect(await updated.json()).toMatchObject({ success: true });
    // In English the role goes by its English name.
    await screenshotBothLanguages(page, 'staff-user-page', ROLE.en, '儲存使用者資料');

    // 3. The staff member logs into the back office and sees only the content part of it.
    const staff = await openPage(browser, browserErrors);
    staff.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
    await logIntoBackOffice(staff, staffEmail, PASSWORD);
    await staff.getByRole('heading', { name: '管理後台', level: 1 }).waitFor();
    expect(await sideMenuEntries(staff)).toEqual([
      '首頁',
      '通知',
      '網站內容',
      '橫幅廣告',
      '頁尾',
      '頁尾總覽',
      '頁尾分類',
      '頁尾連結',
      '頁尾頁面',
      '頁首連結',
      '客服',
      '客服表單',
    ]);
    // The dashboard shows a content role its uploads, never the sales.
    await screenshotBothLanguages(staff, 'staff-content-back-office', 'Photos uploaded', '上傳照片');
    expect(await staff.getByText('付款訂單', { exact: true }).count()).toBe(0);

    // The orders by address: the frame refuses the page, and the server any call of another group.
    await staff.goto('/admin/OrderList');
    await staff.getByText('沒有權限', { exact: true }).waitFor();
    await staff.getByText('你的角色無法使用這個頁面，如需使用請洽系統管理員。').waitFor();
    const staffToken = (await apiLoginWith(staffEmail, PASSWORD)).accessToken;
    const refused = await fetch(api('AdminMemEmber/GetAll'), { headers: { authorization: `Bearer ${staffToken}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: { message: '您沒有權限執行此操作' } });

    // 4. A member pays one order twice: the payment page open in two tabs, paid in both.
    const buyerEmail = await registerMember('double-payer', '付兩次的跑者', PASSWORD);
    const buyerToken = (await apiLoginWith(buyerEmail, PASSWORD)).accessToken;
    const cart = await post('Shop/CreateList', { photoIds: [await demoPhotoId()] }, buyerToken);
    expect(cart).toMatchObject({ added: 1 });
    const buyer = await openPage(browser, browserErrors);
    await logInThroughForm(buyer, buyerEmail, PASSWORD);
    await buyer.goto('/checkout');
    await expect.poll(() => buyer.getByTestId('cart-item').count(), navigation).toBe(1);
    const orderId = await checkOut(buyer);
    await goToSimulator(buyer);
    const secondTab = await buyer.context().newPage();
    browserErrors.watch(secondTab);
    await secondTab.goto(`/checkout/ECPay?orderId=${orderId}`);
    await payInSimulator(secondTab, orderId);
    await payOnSimulator(buyer, orderId);
    const { totalAmount } = await call<{ totalAmount: number }>(
      'GET',
      `Order/Get?id=${orderId}`,
      undefined,
      buyerToken,
    );
    const anomaly = `訂單 #${orderId} 重複付款 NT$${totalAmount}，請退款給會員`;

    // Finance staff see it under the bell and open it.
    const financeEmail = await registerMember('finance-staff', '會計小陳', PASSWORD);
    await makeStaff(financeEmail, 'Finance');
    const finance = await openPage(browser, browserErrors);
    finance.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
    await logIntoBackOffice(finance, financeEmail, PASSWORD);
    await finance.getByRole('link', { name: /^通知鈴，\d+ 則未讀$/ }).click();
    await expect.poll(() => pathOf(finance), navigation).toBe('/admin/Notification');
    const row = finance.getByRole('row').filter({ hasText: anomaly });
    await row.getByText('訂單付款', { exact: true }).waitFor();
    await screenshotBothLanguages(finance, 'staff-notification-list', 'Order payment', '訂單付款');
    await row.getByRole('link', { name: anomaly }).click();
    await expect.poll(() => pathOf(finance), navigation).toMatch(/^\/admin\/AdminNotificationDetail\/\d+$/);
    const notificationId = Number(pathOf(finance).split('/').pop());
    await finance.getByText(anomaly, { exact: true }).waitFor();
    expect(await finance.getByRole('link', { name: '前往處理' }).getAttribute('href')).toBe(
      `/admin/OrderDetails/${orderId}`,
    );

    // The content staff member's list does not have it, nor does its address open it.
    const [list] = await Promise.all([
      staff.waitForResponse((answer) => answer.url().includes('/AdminNotification/GetAll')),
      staff.goto('/admin/Notification'),
    ]);
    const listed = (await list.json()) as { result: { items: { id: number }[] } };
    expect(listed.result.items.map((item) => item.id)).not.toContain(notificationId);
    await staff.getByRole('heading', { name: '通知', level: 1 }).waitFor();
    expect(await staff.getByText(anomaly).count()).toBe(0);
    browserErrors.expect(/status of 404/);
    await staff.goto(`/admin/AdminNotificationDetail/${notificationId}`);
    await staff.getByText('找不到這則通知').waitFor();
  },
);
