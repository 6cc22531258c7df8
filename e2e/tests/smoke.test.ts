import { expect, screenshot, test } from '../support/test.ts';

test('the server serves the built client at /', async ({ page }) => {
  const answer = await page.goto('/');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-cache');
  await expect.poll(() => page.title()).toContain('運動相簿');
  // The app rendered something into its root: the bundle loaded and ran.
  await page.locator('#root > *').first().waitFor();
  await screenshot(page, 'smoke-home');
});
