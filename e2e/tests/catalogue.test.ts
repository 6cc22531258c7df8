import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { noFacePicture, selfieOfAFrequentRunner } from '../support/selfies.ts';
import { loginAs } from '../support/session.ts';
import { expect, imagesLoaded, screenshot, test } from '../support/test.ts';

// The guest's way to a photo (issue #5): home → the demo activity → bib search → a photo, with
// 前後五秒 on the results and on the photo page; then a member favourites it and puts it in the cart.

const DEMO_ACTIVITY = '2026 臺北城市馬拉松';

async function openDemoActivityFromHome(page: Page) {
  await page.goto('/index');
  await page.getByRole('heading', { name: '找到你的賽事照片' }).waitFor();
  await expect.poll(() => page.title()).toBe('運動相簿｜用號碼布或自拍找到你的賽事照片');
  await page
    .getByRole('link', { name: new RegExp(DEMO_ACTIVITY) })
    .first()
    .waitFor();
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-home');

  // The dropdown lists every activity; typing 台 finds the 臺 in the demo activity's name.
  const search = page.getByRole('combobox', { name: '搜尋活動' });
  await search.click();
  await search.fill('台北城市');
  const option = page.locator('.activity-option', { hasText: DEMO_ACTIVITY });
  await expect.poll(() => option.textContent()).toMatch(/\d{4}-\d{2}-\d{2}.*張照片 \| \d+ 位攝影師 \| 臺北市/);
  await option.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/activityevent/${inject('demoActivityId')}`);
  await page.getByRole('heading', { name: DEMO_ACTIVITY, level: 1 }).waitFor();
}

test('a guest finds a bib in the demo activity, looks at 前後五秒 and opens a photo', async ({ page }) => {
  const bib = inject('demoBib');
  await openDemoActivityFromHome(page);
  await page.locator('.album-card').first().waitFor();
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-activity');

  // An album opens in place, a page of its photos at a time; Back returns to the albums.
  await page.locator('.album-card').first().click();
  await expect.poll(() => new URL(page.url()).searchParams.has('album')).toBe(true);
  await page.locator('.album-photos .photo-tile').first().waitFor();
  await page.goBack();
  await page.locator('.album-card').first().waitFor();

  await page.getByLabel('號碼布號碼').fill(bib);
  await page.getByLabel('號碼布號碼').press('Enter');
  await expect.poll(() => new URL(page.url()).search).toBe(`?code=${bib}`);
  const found = page.getByText(new RegExp(`找到 \\d+ 張號碼布 ${bib} 的照片`));
  await found.waitFor();
  const photos = page.locator('.photographer-section .photo-tile');
  expect(await photos.count()).toBeGreaterThan(0);
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-search-results');

  // 前後五秒 from the results: a dialog with the photo itself marked among its neighbours.
  await photos.first().getByRole('button', { name: '前後五秒' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.neighbour-current, .ant-empty').first().waitFor();
  await screenshot(page, 'catalogue-neighbours');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The photo page: the watermarked preview (a public preview address, never an original) and the price.
  const photoId = await photos.first().getAttribute('data-photo-id');
  await photos.first().locator('.photo-tile-image').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/albumphotodetail/${photoId}`);
  await page.getByText(/^NT\$\d+$/).waitFor();
  const preview = page.getByRole('img', { name: /照片預覽（含浮水印）/ });
  await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/media\/previews\//);
  await page.getByRole('link', { name: `號碼布 ${bib} 的搜尋結果` }).waitFor();
  await page.getByRole('heading', { name: '前後五秒' }).waitFor();
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-photo');

  // A guest who wants to buy is sent to log in, and back here afterwards.
  await page.getByRole('button', { name: /加入購物車/ }).click();
  await page.getByText('請先登入會員').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/albumphotodetail/${photoId}?code=${bib}`);
});

test('a member favourites a photo and adds it to the cart, which the photo then shows', async ({ page }) => {
  await loginAs(page, 'member');
  await page.goto(`/albumsearch/${inject('demoActivityId')}?code=${inject('demoBib')}`);
  await page.locator('.photo-tile-image').first().click();
  await page.getByText(/^NT\$\d+$/).waitFor();

  await page.getByRole('button', { name: '收藏' }).click();
  await page.getByText('已加入收藏').waitFor();
  await page.getByRole('button', { name: '已收藏' }).waitFor();

  await page.getByRole('button', { name: /加入購物車/ }).click();
  await page.getByText('已加入購物車').first().waitFor();
  // Once in the cart the photo says so, with the way to the cart, instead of offering it again.
  await page.getByText('已在購物車').waitFor();
  await page.getByRole('link', { name: '前往購物車' }).waitFor();
});

test('the race calendar, then the catalogue pages in English: search results, races, event browser, ranking, guide', async ({
  page,
}) => {
  await page.goto('/eventlist');
  await page.locator('.event-card').first().waitFor();
  await screenshot(page, 'catalogue-events');

  await page.evaluate(`localStorage.setItem('language', 'en')`);
  await page.goto('/index');
  await page.getByRole('heading', { name: 'Find your race photos' }).waitFor();
  await page
    .getByRole('link', { name: /2026 Taipei City Marathon/ })
    .first()
    .waitFor();
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-home-en');

  await page.goto(`/albumsearch/${inject('demoActivityId')}?code=${inject('demoBib')}`);
  await page
    .getByText(new RegExp(`photos? of bib ${inject('demoBib')}`))
    .first()
    .waitFor();
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-search-results-en');

  await page.goto('/eventlist');
  await page.getByRole('heading', { name: 'Race calendar' }).waitFor();
  await page.locator('.event-card').first().waitFor();
  await screenshot(page, 'catalogue-events-en');
  await page.locator('.event-card').first().click();
  await page.getByRole('heading', { name: 'About the race' }).waitFor();
  await screenshot(page, 'catalogue-event-details-en');

  await page.goto('/activityevent');
  await page.getByRole('heading', { name: 'Event albums' }).waitFor();
  await page.getByRole('link', { name: /2026 Taipei City Marathon/ }).waitFor();

  await page.goto('/VRanking');
  await page.getByRole('heading', { name: 'Photographer ranking' }).waitFor();
  await page.getByRole('row', { name: /示範攝影師/ }).waitFor();
  await page.getByText('This year', { exact: true }).click();
  await page.getByRole('row', { name: /示範攝影師/ }).waitFor();
  await screenshot(page, 'catalogue-ranking-en');

  await page.goto('/information');
  await page.getByRole('heading', { name: 'Find photos by bib number' }).waitFor();
  // The site guide has no floating buttons (spec §2).
  expect(await page.getByRole('button', { name: 'Home', exact: true }).count()).toBe(0);
  await screenshot(page, 'catalogue-guide-en');
});

test('a guest searches the demo activity with a selfie and gets the photos of that runner', async ({
  page,
  browserErrors,
}) => {
  // The browser logs the server's 400 for the picture without a face.
  browserErrors.expect(/status of 400/);
  await page.goto(`/activityevent/${inject('demoActivityId')}`);
  await page.getByText('自拍照本身不會被儲存').waitFor();

  await page
    .getByTestId('selfie-input')
    .setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: await noFacePicture() });
  await page
    .getByRole('alert')
    .getByText('照片中找不到清楚的臉孔，請換一張正面、清晰的自拍照')
    .waitFor({ timeout: 20_000 });

  await page.getByTestId('selfie-input').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await selfieOfAFrequentRunner(),
  });
  await page.getByText(/找到 \d+ 張可能是你的照片/).waitFor({ timeout: 20_000 });
  expect(await page.locator('.face-results .photo-tile').count()).toBeGreaterThan(0);
  await imagesLoaded(page);
  await screenshot(page, 'catalogue-face-search');
});
