import { inject } from 'vitest';
import { generateRacePhoto } from '../../server/src/demo/race-photo.ts';
import { linkIn, mailAbout, uploadFromCamera } from '../support/follows.ts';
import { expect, PHONE, screenshot, test } from '../support/test.ts';

// Race day (issue 33, decision 079): a guest finds no photo of their bib yet and asks to be told;
// they confirm by the mailed link; a photographer's uploader sends the finish line's photos of that
// bib; the notice arrives in the outbox and its links open the photos and end the follow.

/** A bib no demo photo shows: the guest's search is empty until the photographer uploads. */
const BIB = '63175';

test(
  'a guest follows a bib, photos of it are uploaded, and the notice leads to them',
  { timeout: 420_000 },
  async ({ page }) => {
    const activityId = inject('demoActivityId');
    const email = `follower-${Date.now()}@example.com`;
    await page.setViewportSize(PHONE);

    // 1. No photo of the bib yet: the empty results offer to tell the runner.
    await page.goto(`/albumsearch/${activityId}?code=${BIB}`);
    await page.getByRole('button', { name: '有新照片時通知我' }).click();
    await page.getByLabel('您的 E-mail').fill(email);
    await page.getByRole('button', { name: '有新照片時通知我' }).click();
    await page.getByText('請到信箱確認。').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'follow-bib-asked');

    // 2. The guest confirms by the mailed link.
    const confirmation = await mailAbout(email, new RegExp(BIB));
    await page.goto(linkIn(confirmation.text, '/followConfirm'));
    await page.getByText('已確認追蹤').waitFor();

    // 3. The photographer's uploader sends two photos of the runner from the finish line.
    const photos = new Map<string, Buffer>();
    for (const seed of [9300, 9301]) {
      const takenAt = new Date(Date.UTC(2026, 2, 15, 0, 40, seed - 9300));
      photos.set(
        `DSC_${seed}.JPG`,
        await generateRacePhoto({ seed, runners: [{ bib: BIB }], takenAt, width: 1200, height: 800 }),
      );
    }
    await uploadFromCamera(activityId, '終點線即時', photos);

    // 4. One notice for the batch; its link opens the runner's photos, its other link ends the follow.
    const notice = await mailAbout(email, new RegExp(`${BIB}.*(新照片|new photo)`));
    await page.goto(linkIn(notice.text, `/albumsearch/${activityId}`));
    await expect.poll(() => page.locator('.photo-grid img').count()).toBeGreaterThan(0);
    await screenshot(page, 'follow-bib-notice-results');
    await page.goto(linkIn(notice.text, '/followUnsubscribe'));
    await page.getByText('已取消追蹤').waitFor();
  },
);
