import { expect, screenshot, test } from '../support/test.ts';

// Footer pages are written in the back office and served at /foot/<address> (spec §2, §4).

test('a footer link opens its page inside the site', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('contentinfo').getByRole('link', { name: '關於我們' }).click();
  await page.getByRole('heading', { name: '關於運動相簿' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/foot/about');
  await expect.poll(() => page.title()).toBe('關於我們 | 運動相簿');
  await screenshot(page, 'footer-page');
});

test('a footer page whose address has several segments opens from a shared link', async ({ page }) => {
  await page.goto('/foot/photographers/join');
  await page.getByRole('main').getByText('申請通過後即可上傳整場賽事的照片').waitFor();
  await expect.poll(() => page.title()).toBe('成為攝影師 | 運動相簿');
  // It leads to the application form, which asks a visitor to log in first and then comes back.
  await page.getByRole('main').getByRole('link', { name: '填寫攝影師申請表' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/joinphotographer');
});

test('an address under /foot/ that names no page shows the not-found page', async ({ page }) => {
  await page.goto('/foot/no-such-page');
  await page.getByText('找不到頁面', { exact: true }).waitFor();
});
