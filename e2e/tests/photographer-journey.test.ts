import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { burstTimes, generateRacePhoto } from '../../server/src/demo/race-photo.ts';
import { checkOut, payInSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import { logInThroughForm, loginAs } from '../support/session.ts';
import { expect, openPage, pathOf, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// The photographer portal end to end: a member applies, an admin approves, the new photographer
// sets where earnings are paid, uploads a race of 20 photos from the browser and watches them
// upload and process; a runner finds them by bib and buys one.

const PASSWORD = 'shutter2026';
const PHOTOGRAPHER = '林家快門 Lin';
const DEMO_ACTIVITY = '2026 臺北城市馬拉松';
const ALBUM = '仁愛路 10K';
/** The bib every runner in the new race photos wears: the photos are drawn by the demo photo generator. */
const BIB = '52718';
const PHOTO_COUNT = 20;

/**
 * The race as a camera saves it: JPEGs 1200 px wide, shot in bursts, each showing one runner
 * wearing BIB (drawn as the demo photos are, so OCR reads them as it reads those).
 */
async function racePhotos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const times = burstTimes(new Date('2026-03-15T07:10:00+08:00'), PHOTO_COUNT, 9000);
  return Promise.all(
    times.map(async (takenAt, index) => ({
      name: `DSC_${String(index + 1).padStart(4, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await generateRacePhoto({
        seed: 9000 + index,
        runners: [{ bib: BIB }],
        takenAt,
        width: 1200,
        height: 800,
      }),
    })),
  );
}

/** Picks `option` in the open antd Select dropdown. */
async function chooseOption(page: Page, option: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test(
  'a member applies, an admin approves, the photographer uploads a race that a runner finds by bib and buys',
  { timeout: 900_000 },
  async ({ page, browser, browserErrors }) => {
    const photos = racePhotos();
    const applicant = await registerMember('photographer', '阿林', PASSWORD);

    // 1. The member applies.
    await logInThroughForm(page, applicant, PASSWORD);
    await page.goto('/joinphotographer');
    await page.getByRole('heading', { name: '成為攝影師', level: 1 }).waitFor();
    await page.getByLabel('真實姓名').waitFor();
    await screenshotBothLanguages(page, 'photographer-join', 'Become a photographer', '成為攝影師');

    await page.getByLabel('攝影師名稱（公開顯示）').fill(PHOTOGRAPHER);
    await page.getByLabel('真實姓名').fill('林志明');
    await page.getByLabel('手機', { exact: true }).fill('0912-345-678');
    await page.getByLabel('所在縣市').click();
    await page.getByLabel('所在縣市').fill('臺北');
    await chooseOption(page, '臺北市');
    const introduction = '十年路跑攝影，常駐台北各大馬拉松的 10K 與終點。';
    await page.getByLabel('自我介紹').fill(introduction);
    await page.getByLabel('作品集連結').fill('https://photos.example.tw/lin');
    const [sample] = await photos;
    await page.locator('.apply-page input[type=file]').setInputFiles(sample!);
    await page.getByRole('img', { name: sample!.name }).waitFor();
    await page.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
    await screenshot(page, 'photographer-join-filled');
    await page.getByRole('button', { name: '送出申請' }).click();
    await page.getByText('申請審核中').waitFor();
    await screenshot(page, 'photographer-join-pending');

    // 2. The demo admin finds the application and approves it.
    const admin = await openPage(browser, browserErrors);
    await loginAs(admin, 'admin');
    await admin.goto('/admin/Application?status=pending');
    const search = admin.getByRole('searchbox', { name: '搜尋申請' });
    await search.fill(applicant);
    await search.press('Enter');
    await admin.getByRole('link', { name: PHOTOGRAPHER }).click();
    await expect.poll(() => pathOf(admin)).toMatch(/^\/admin\/ApplicationDetails\/\d+$/);
    await admin.getByText(introduction).waitFor();
    await admin.getByRole('img', { name: '作品範例 1' }).waitFor();
    await screenshotBothLanguages(admin, 'photographer-application-details', 'Approve', '核准');
    await admin.getByRole('button', { name: '核准' }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: '核准' }).click();
    await admin.getByRole('button', { name: '停權' }).waitFor();
    await admin.getByText('已認證（正常）').waitFor();
    await admin.context().close();

    // 3. In the session opened before the approval (no new login), as the approval e-mail's link
    // does, the member is a photographer at once: the remittance account first.
    await page.goto('/photographeraccount');
    await page.getByRole('heading', { name: '攝影師帳戶', level: 1 }).waitFor();
    await page.getByRole('banner').getByText(PHOTOGRAPHER).waitFor();
    await page.getByText('尚未設定匯款帳戶，設定後才能收到銷售收益').waitFor();
    await page.getByRole('button', { name: '設定帳戶' }).click();
    const bank = page.getByLabel('銀行', { exact: true });
    await bank.click();
    await bank.fill('004');
    await chooseOption(page, '004 臺灣銀行');
    await page.getByLabel('分行', { exact: true }).fill('信義分行');
    await page.getByLabel('戶名', { exact: true }).fill('林志明');
    await page.getByLabel('帳號', { exact: true }).fill('0123456789012');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByText('匯款帳戶已更新').waitFor();
    await page.getByText('****9012').waitFor();
    expect(await page.getByText('0123456789012').count()).toBe(0);
    await screenshotBothLanguages(page, 'photographer-account', 'Payout account', '匯款帳戶');

    // 4. A new album in the demo activity, and the whole race into it through the file picker.
    await page.goto('/uploadPhoto');
    await page.getByRole('heading', { name: '上傳照片：建立新相簿', level: 1 }).waitFor();
    await screenshotBothLanguages(page, 'photographer-upload', 'Upload photos: new album', '上傳照片：建立新相簿');
    const activity = page.getByLabel('活動', { exact: true });
    await activity.click();
    await activity.fill('臺北城市');
    await chooseOption(page, DEMO_ACTIVITY);
    await page.getByLabel('相簿名稱', { exact: true }).fill(ALBUM);
    await page.getByLabel(/^拍攝點/).fill('10K');
    await page.getByLabel(/^拍攝點/).press('Escape');
    await page.getByLabel('每張售價（NT$）').click();
    const priceOption = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^NT\$ \d+$/ })
      .first();
    const price = Number((await priceOption.textContent())!.replace(/\D/g, ''));
    expect(price).toBeGreaterThan(0);
    await priceOption.click();
    await page.getByRole('button', { name: '建立相簿並開始上傳' }).click();
    await page.getByText(`上傳到：${ALBUM}`).waitFor();

    await page.locator('input[type=file][aria-label="選擇照片"]').setInputFiles(await photos);
    const summary = page.locator('.upload-progress-line');
    await summary.getByText(/\/ 20 張完成/).waitFor();
    await screenshot(page, 'photographer-upload-progress');
    await summary.getByText('20 / 20 張完成').waitFor({ timeout: 120_000 });
    await expect.poll(() => page.locator('.upload-progress .ant-progress').getAttribute('aria-valuenow')).toBe('100');

    // The server processes them (OCR, faces, watermarked previews) while the page follows.
    const processing = page.getByRole('region', { name: '處理進度' });
    const count = (title: string) =>
      processing.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
    await screenshot(page, 'photographer-upload-processing');
    await expect
      .poll(() => count('已上架').textContent(), { timeout: 600_000, interval: 1000 })
      .toBe(String(PHOTO_COUNT));
    expect(await count('處理中').textContent()).toBe('0');
    expect(await count('處理失敗').textContent()).toBe('0');
    // (The English shots are of the first step, above; e2e/tests/upload-resume.test.ts shows this one in English.)
    await screenshot(page, 'photographer-upload-done');

    // 5. A runner finds the photos by bib on the activity page and buys one.
    const runner = await registerMember('runner', '跑者小芳', PASSWORD);
    const buyer = await openPage(browser, browserErrors);
    await buyer.goto(`/activityevent/${inject('demoActivityId')}`);
    await buyer.getByLabel('號碼布號碼').fill(BIB);
    await buyer.getByLabel('號碼布號碼').press('Enter');
    await buyer.getByText(new RegExp(`找到 \\d+ 張號碼布 ${BIB} 的照片`)).waitFor();
    const found = buyer.getByRole('region', { name: PHOTOGRAPHER }).locator('.photo-tile');
    await found.first().waitFor();
    const photoId = Number(await found.first().getAttribute('data-photo-id'));
    await screenshot(buyer, 'photographer-bib-search');
    await found.first().locator('.photo-tile-image').click();
    await expect.poll(() => pathOf(buyer)).toBe(`/albumphotodetail/${photoId}`);
    await buyer.getByText(`NT$${price}`, { exact: true }).first().waitFor();

    await buyer.getByRole('button', { name: /^(shopping-cart )?加入購物車$/ }).click();
    await buyer.getByText('請先登入會員').waitFor();
    // The page sends the guest to the login form with the way back; log in there, not on a fresh form.
    await buyer.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('redirect'));
    await logInThroughForm(buyer, runner, PASSWORD);
    await expect.poll(() => pathOf(buyer)).toBe(`/albumphotodetail/${photoId}`);
    await buyer.getByRole('button', { name: /加入購物車/ }).click();
    await buyer.getByText('已加入購物車').first().waitFor();

    await buyer.goto('/checkout');
    // The cart page's code and the cart arrive after the address: wait for the line, then count.
    await buyer.getByTestId('cart-item').first().waitFor();
    expect(await buyer.getByTestId('cart-item').count()).toBe(1);
    const orderId = await checkOut(buyer);
    await payInSimulator(buyer, orderId, price);
    await buyer.getByText('已付款', { exact: true }).first().waitFor();
    await buyer.getByRole('button', { name: `下載照片 ${photoId} 的原圖` }).waitFor();
    await buyer.context().close();
  },
);
