import { inject } from 'vitest';
import { expect, imagesLoaded, PHONE, screenshotBothLanguages, test } from '../support/test.ts';

// Race day live (issue 33): from the activity page a runner opens 即時上傳 and sees the photos
// published per camera point lately and the newest ones, each opening its photo page.

test('a runner on a phone opens an activity’s live page and a newest photo from it', async ({ page }) => {
  const activityId = inject('demoActivityId');
  await page.setViewportSize(PHONE);
  await page.goto(`/activityevent/${activityId}`);
  await page.getByRole('link', { name: /即時上傳/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/activitylive/${activityId}`);

  // The demo photos were published while the server started: within the last six hours.
  const chart = page.locator('.live-chart');
  await chart.waitFor();
  expect(await page.locator('.live-chart-place').count()).toBeGreaterThan(0);
  const newest = page.getByRole('region', { name: '最新照片' }).locator('.live-photo');
  await newest.first().waitFor();
  expect(await newest.count()).toBeGreaterThan(0);
  // Nothing wider than the phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  await imagesLoaded(page);
  await screenshotBothLanguages(page, 'activity-live', 'Newest photos', '最新照片');

  await newest.first().locator('a').click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/albumphotodetail\/\d+$/);
});
