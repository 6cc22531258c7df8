import { expect, PHONE, screenshot, test } from '../support/test.ts';

// The site's frame (issue #5, spec §2): not-found page, TOP button, language.

test('an unknown path shows the not-found page, with a way home', async ({ page }) => {
  const answer = await page.goto('/no-such-page/at-all');
  expect(answer?.status()).toBe(200); // the server leaves unknown pages to the client router
  await page.getByText('找不到頁面', { exact: true }).waitFor();
  await expect.poll(() => page.title()).toBe('找不到頁面 | 運動相簿');
  await screenshot(page, 'not-found');
  await page.getByRole('main').getByRole('link', { name: '回首頁' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
});

test('the TOP button appears once the page is scrolled and brings the reader back up', async ({ page }) => {
  await page.setViewportSize({ width: PHONE.width, height: 300 });
  await page.goto('/no-such-page');
  await page.getByText('找不到頁面', { exact: true }).waitFor();
  const top = page.getByRole('button', { name: '回到頂端' });
  expect(await top.isVisible()).toBe(false);
  await page.mouse.wheel(0, 200);
  await top.waitFor();
  await top.click();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
});

test('switching the language to English persists across a reload', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByText('找不到頁面', { exact: true }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.getByText('Page not found', { exact: true }).waitFor();
  await page.reload();
  await page.getByText('Page not found', { exact: true }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await expect.poll(() => page.title()).toBe('Page not found | Sports Photo');
  // And back: the button offers the other language, named in that language.
  await page.getByRole('banner').getByRole('button', { name: '繁體中文' }).click();
  await page.getByText('找不到頁面', { exact: true }).waitFor();
});
