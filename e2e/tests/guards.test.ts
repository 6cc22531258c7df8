import { loginAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

// Access guards (issue #5, spec §6): the server checks every call; these are the pages' messages.

test('a guest opening /favorite is told to log in and lands on the login page, which knows where to return', async ({
  page,
}) => {
  await page.goto('/favorite');
  await page.getByText('請登錄後再訪問').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/favorite');
});

test('a logged-in member opens the same page without a detour', async ({ page }) => {
  await loginAs(page, 'member');
  await page.goto('/favorite');
  await page.getByRole('heading', { name: '我的收藏', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/favorite');
  expect(await page.getByText('請登錄後再訪問').count()).toBe(0);
});

test('a member who is not a certified photographer is told so and stays on the page they were on', async ({ page }) => {
  await loginAs(page, 'member');
  await page.goto('/eventlist');
  await page.getByRole('link', { name: '攝影師排行' }).first().waitFor();
  // An in-app navigation, as a link in the site would make it.
  await page.evaluate(
    "history.pushState(null, '', '/photographerphoto'); dispatchEvent(new PopStateEvent('popstate'));",
  );
  await page.getByText('請先完成攝影師認證').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/eventlist');
});
