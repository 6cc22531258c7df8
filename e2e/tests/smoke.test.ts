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

test('a page fetches each of its files once, the ones its HTML preloads too', async ({ page }) => {
  // A preload the page's loader cannot reuse (another CORS mode) makes the browser fetch the file again.
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    if (/\.(css|js)$/.test(new URL(request.url()).pathname)) {
      fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1);
    }
  });
  const answer = await page.goto('/index');
  // A rendered page links its styles at once; the page shell preloads them. Either way in CORS mode.
  expect(await answer!.text()).toMatch(
    /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/assets\/[^"]+\.css">/,
  );
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect([...fetched.keys()].filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
  expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
});
