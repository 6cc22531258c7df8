import { inject } from 'vitest';
import { loginAs } from '../support/session.ts';
import { expect, PHONE, screenshotBothLanguages, test } from '../support/test.ts';

// Race day (decision 070): the owner opens 系統狀態 from the back-office menu while the demo's
// photos are processed, and sees the queue and the photos published with their delay.

const BACK_OFFICE_TIMEOUT = 30_000;

// The pipeline may still be reading the journeys' photos when this runs: room for the poll below.
test('the owner follows the photo pipeline on the system status page', { timeout: 180_000 }, async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/index');
  const menu = page.getByRole('navigation', { name: '管理後台' });
  await menu.getByText('系統設定', { exact: true }).click({ timeout: BACK_OFFICE_TIMEOUT });
  // On a laptop's screen the open group's last item scrolls clear of the sider's collapse trigger.
  const lastItemClear = async () => {
    await page.locator('.admin-sider').evaluate((sider) => sider.scrollTo(0, sider.scrollHeight));
    const item = await menu.getByText('系統狀態', { exact: true }).boundingBox();
    const trigger = await page.locator('.ant-layout-sider-trigger').boundingBox();
    return !!item && !!trigger && item.y + item.height <= trigger.y;
  };
  await expect.poll(lastItemClear, { timeout: BACK_OFFICE_TIMEOUT }).toBe(true);
  // The group opens with an animation; a loaded machine draws it slowly.
  await menu.getByText('系統狀態', { exact: true }).click({ timeout: BACK_OFFICE_TIMEOUT });
  await page.waitForURL((url) => url.pathname === '/admin/SystemStatus');
  await page.getByRole('heading', { name: '目前的照片處理佇列' }).waitFor({ timeout: BACK_OFFICE_TIMEOUT });

  // The demo's photos are published by the in-process worker: the page shows them once they are.
  const published = page.getByRole('table', { name: /最近一小時每分鐘/ }).locator('tbody tr td:nth-child(3)');
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: '重新整理' }).click();
        return (await published.allTextContents()).reduce((sum, cell) => sum + Number(cell), 0);
      },
      { timeout: 120_000, interval: 3_000 },
    )
    .toBeGreaterThan(0);
  await expect.poll(() => page.locator('.status-chart polyline, .status-chart circle').count()).toBeGreaterThan(0);
  // Once the back office has laid itself out for the phone (its breakpoints answer after the resize).
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(PHONE.width);
  await screenshotBothLanguages(page, 'system-status', 'Photo processing queue now', '目前的照片處理佇列');
});

test("the site's port serves no metrics", async () => {
  const answer = await fetch(`${inject('baseUrl')}/metrics`);
  expect(await answer.text()).not.toContain('http_request_duration_seconds');
});
