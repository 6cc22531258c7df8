import { inject } from 'vitest';
import { linkIn, mailAbout, uploadFromCamera } from '../support/follows.ts';
import { racePhotoOfAFrequentRunner, selfieOfAFrequentRunner } from '../support/selfies.ts';
import { expect, PHONE, screenshot, test } from '../support/test.ts';

// Following a selfie (issue 33, decision 081): a guest searches with a selfie, agrees that only the
// face descriptor is kept and follows it by e-mail; a photographer's uploader sends a new photo of
// that runner; the notice leads to the activity's page and its unsubscribe link deletes the descriptor.

test(
  'a guest follows a selfie with consent, a new photo of them is uploaded, and the notice arrives',
  { timeout: 420_000 },
  async ({ page }) => {
    const activityId = inject('demoActivityId');
    const email = `selfie-follower-${Date.now()}@example.com`;
    await page.setViewportSize(PHONE);

    // 1. The selfie search, then the follow offer under its results, with its consent.
    await page.goto(`/activityevent/${activityId}`);
    await page.getByTestId('selfie-input').setInputFiles({
      name: 'selfie.jpg',
      mimeType: 'image/jpeg',
      buffer: await selfieOfAFrequentRunner(),
    });
    await page.getByText(/找到 \d+ 張可能是你的照片/).waitFor({ timeout: 30_000 });
    const follow = page.locator('.follow-selfie');
    await follow.getByLabel('您的 E-mail').fill(email);
    await follow.getByRole('button', { name: '以自拍照追蹤' }).click();
    await follow.getByText('請先勾選同意，才能以自拍照追蹤').waitFor();
    await follow.getByText(/只保存這張自拍照的臉部特徵值（不保存照片），保存到 \d{4}-\d\d-\d\d 追蹤結束為止/).click();
    await follow.getByRole('button', { name: '以自拍照追蹤' }).click();
    await page.getByText('請到信箱確認。').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'follow-selfie-asked');

    // 2. The guest confirms by the mailed link.
    const confirmation = await mailAbout(email, /自拍照/);
    await page.goto(linkIn(confirmation.text, '/followConfirm'));
    await page.getByText('已確認追蹤').waitFor();

    // 3. The photographer's uploader sends a new photo of that runner.
    await uploadFromCamera(
      activityId,
      '終點線即時（自拍追蹤）',
      new Map([['DSC_9400.JPG', await racePhotoOfAFrequentRunner(9400, '52817')]]),
    );

    // 4. The notice leads to the activity's selfie search; its other link ends the follow.
    const notice = await mailAbout(email, /可能有您的新照片/);
    expect(notice.text).toMatch(/新增了 \d+ 張可能有您的照片/);
    await page.goto(linkIn(notice.text, `/activityevent/${activityId}`));
    await page.getByTestId('selfie-input').waitFor({ state: 'attached' });
    await page.goto(linkIn(notice.text, '/followUnsubscribe'));
    await page.getByText('已取消追蹤：不會再寄送通知，自拍照的臉部特徵值已刪除。').waitFor();
  },
);
