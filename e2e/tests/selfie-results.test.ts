import type { Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { call } from '../support/api.ts';
import { registerMember } from '../support/members.ts';
import { selfieOfAFrequentRunner, selfieOfAFrequentRunnerElsewhere, selfieOfTwoRunners } from '../support/selfies.ts';
import { apiLogin, logInThroughForm } from '../support/session.ts';
import { expect, imagesLoaded, screenshot, test } from '../support/test.ts';

// Selfie results people can trust: what the search is doing, the face it used (another one can be
// picked), each photo's similarity, best first; for members 不是我, 移除我的臉 and the bundle offer.

const PASSWORD = 'selfie2026';
const SEARCH_TIMEOUT = { timeout: 30_000 };
const activityPage = () => `/activityevent/${inject('demoActivityId')}`;

const tiles = (page: Page) => page.locator('.face-results .photo-tile');

/** The result photos' ids, in the order shown. */
async function shownPhotoIds(page: Page): Promise<string[]> {
  const shown = await tiles(page).all();
  return Promise.all(shown.map(async (tile) => (await tile.getAttribute('data-photo-id'))!));
}

/**
 * Notes each stage the selfie panel shows (the upload's progress bar, the 辨識中 line by its text,
 * then the results) in `window.selfieStages`, however briefly it shows: the server's answer can be quick.
 */
async function recordStages(page: Page): Promise<void> {
  // A string, not a function: the e2e code is type-checked without the DOM (see support/session.ts).
  await page.evaluate(`(() => {
    window.selfieStages = [];
    const note = () => {
      const recognising = document.querySelector('.face-recognising');
      const stage = recognising ? recognising.textContent.trim()
        : document.querySelector('.face-search .ant-progress') ? 'uploading'
        : document.querySelector('.face-results') ? 'results' : null;
      if (stage && window.selfieStages.at(-1) !== stage) window.selfieStages.push(stage);
    };
    window.selfieObserver?.disconnect();
    window.selfieObserver = new MutationObserver(note);
    window.selfieObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
}

const stagesSeen = (page: Page) => page.evaluate<string[]>('window.selfieStages');

/** Uploads the selfie and waits for this search's results (not the previous search's, still on screen). */
async function searchWithSelfie(page: Page, selfie: Buffer, found: RegExp): Promise<void> {
  await recordStages(page);
  await page.getByTestId('selfie-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await expect
    .poll(async () => {
      const stages = await stagesSeen(page);
      const busy = stages.findIndex((stage) => stage !== 'results');
      return busy >= 0 && stages.indexOf('results', busy) > busy;
    }, SEARCH_TIMEOUT)
    .toBe(true);
  await page.getByText(found).waitFor();
}

/** Every result carries a similarity tag, 高 before 中 (best first); answers the tags. */
async function expectSimilarityBestFirst(page: Page, high: string, medium: string): Promise<string[]> {
  const tags = await page.locator('.face-results .photo-tile .ant-tag').allTextContents();
  expect(tags.length).toBe(await tiles(page).count());
  const ranks = tags.map((tag) => [high, medium].indexOf(tag));
  expect(ranks).not.toContain(-1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  return tags;
}

/** The activity's bundle price set through the back office's API for this test, then put back. */
async function offerBundle(activityId: number): Promise<void> {
  const { accessToken } = await apiLogin('admin');
  const activity = await call<Record<string, unknown> & { defaultPrice: number; bundlePrice: number | null }>(
    'GET',
    `AdminActivity/Get?id=${activityId}`,
    undefined,
    accessToken,
  );
  const settings = (bundlePrice: number | null) => ({
    id: activityId,
    ...Object.fromEntries(
      ['title', 'titleEn', 'activityDate', 'cityId', 'typeId', 'eventId', 'isVisible', 'isRecommended']
        .concat(['bibSearchEnabled', 'faceSearchEnabled', 'defaultPrice'])
        .map((key) => [key, activity[key]]),
    ),
    bundlePrice,
  });
  // Less than two photos at the activity's price: the runner's photos make a bundle worth offering.
  await call('PUT', 'AdminActivity/Update', settings(activity.defaultPrice), accessToken);
  onTestFinished(() => call('PUT', 'AdminActivity/Update', settings(activity.bundlePrice), accessToken));
}

test(
  'a guest searches with a selfie: 辨識中, the face used, results best first with their similarity, another face',
  { timeout: 120_000 },
  async ({ page }) => {
    await page.goto(activityPage());
    await page.getByText('自拍照本身不會被儲存').waitFor();

    await searchWithSelfie(page, await selfieOfAFrequentRunner(), /找到 \d+ 張可能是你的照片/);
    const stages = await stagesSeen(page);
    expect(stages.indexOf('辨識中…')).toBeGreaterThanOrEqual(0);
    expect(stages.indexOf('辨識中…')).toBeLessThan(stages.lastIndexOf('results'));
    // The runner's own photos come first, closely alike.
    expect((await expectSimilarityBestFirst(page, '相似度 高', '相似度 中'))[0]).toBe('相似度 高');

    // The face it searched for, cut from the selfie the browser still holds; one face, nothing to pick.
    const usedFace = page.getByRole('img', { name: '用來搜尋的臉' });
    expect(await usedFace.getAttribute('style')).toContain('blob:');
    expect(await page.getByRole('group', { name: '換一張臉搜尋：' }).count()).toBe(0);
    // 不是我 and 移除我的臉 are for members.
    expect(await page.getByRole('button', { name: '不是我' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /移除我的臉/ }).count()).toBe(0);
    await imagesLoaded(page);
    await screenshot(page, 'selfie-results');

    // Two runners in one selfie: the clearest face is searched for, the other can be picked instead.
    await searchWithSelfie(page, await selfieOfTwoRunners(), /找到 \d+ 張可能是你的照片|沒有找到相符的照片/);
    const picker = page.getByRole('group', { name: '換一張臉搜尋：' });
    await picker.waitFor();
    expect(await picker.getByRole('button').count()).toBeGreaterThanOrEqual(2);
    expect(await picker.getByRole('button', { name: '第 1 張臉' }).getAttribute('aria-pressed')).toBe('true');
    const firstFace = await usedFace.getAttribute('style');
    const firstFacePhotos = await shownPhotoIds(page);
    await imagesLoaded(page);
    await screenshot(page, 'selfie-results-two-faces');

    await picker.getByRole('button', { name: '第 2 張臉' }).click();
    await expect
      .poll(() => picker.getByRole('button', { name: '第 2 張臉' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => shownPhotoIds(page), SEARCH_TIMEOUT).not.toEqual(firstFacePhotos);
    expect(await usedFace.getAttribute('style')).not.toBe(firstFace);
    if ((await tiles(page).count()) > 0) await expectSimilarityBestFirst(page, '相似度 高', '相似度 中');

    // In English (the selfie is asked again: a reload forgets it, as the page promises).
    await page.evaluate(`localStorage.setItem('language', 'en')`);
    await page.reload();
    await page.getByRole('heading', { name: 'Search with a selfie' }).waitFor();
    await searchWithSelfie(page, await selfieOfAFrequentRunner(), /\d+ photos? that may be you/);
    expect((await stagesSeen(page)).indexOf('Recognising…')).toBeGreaterThanOrEqual(0);
    expect((await expectSimilarityBestFirst(page, 'Similarity: high', 'Similarity: medium'))[0]).toBe(
      'Similarity: high',
    );
    await page.getByRole('img', { name: 'The face searched for' }).waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'selfie-results-en');
  },
);

test(
  'a member sees the bundle offer, marks a photo 不是我 for good, removes their face and undoes it',
  { timeout: 150_000 },
  async ({ page }) => {
    await offerBundle(inject('demoActivityId'));
    const runner = await registerMember('selfie', '自拍跑者', PASSWORD);
    await logInThroughForm(page, runner, PASSWORD);
    await page.goto(activityPage());
    const selfie = await selfieOfAFrequentRunner();
    await searchWithSelfie(page, selfie, /找到 \d+ 張可能是你的照片/);

    // The bundle: all the runner's photos found by this selfie at the activity's price.
    const bundle = page.locator('.bundle-offer-bar');
    await bundle.getByText('本活動提供整組優惠：一次購買您的全部照片').waitFor();
    await bundle.getByRole('button', { name: /^全部 \d+ 張 NT\$ [\d,]+（省 NT\$ [\d,]+）$/ }).waitFor();

    // 不是我 on the weakest match: it leaves the results, and a new search does not bring it back.
    const shown = await shownPhotoIds(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: '不是我' }).count()).toBe(shown.length);
    const notMine = shown.at(-1)!;
    await page.locator(`.photo-tile[data-photo-id="${notMine}"]`).getByRole('button', { name: '不是我' }).click();
    await expect.poll(() => shownPhotoIds(page), SEARCH_TIMEOUT).toEqual(shown.slice(0, -1));
    await searchWithSelfie(page, selfie, /找到 \d+ 張可能是你的照片/);
    expect(await shownPhotoIds(page)).toEqual(shown.slice(0, -1));
    await imagesLoaded(page);
    await screenshot(page, 'selfie-results-member');

    // 移除我的臉, with a picture of the runner from elsewhere (a face cut from the activity's own
    // photos is refused): confirmed, the faces go from everyone's searches; the request shows with its undo.
    await searchWithSelfie(page, await selfieOfAFrequentRunnerElsewhere(), /找到 \d+ 張可能是你的照片/);
    const shownElsewhere = await shownPhotoIds(page);
    await page.getByRole('button', { name: /移除我的臉/ }).click();
    await page.getByText('從這個活動的人臉搜尋中移除您的臉？').waitFor();
    await page.getByRole('button', { name: '是，移除' }).click();
    await page.getByText(/^已移除 \d+ 張照片中的臉$/).waitFor(SEARCH_TIMEOUT);
    const active = page.getByText(/^您已在這個活動移除 \d+ 張臉$/);
    await active.waitFor();
    await screenshot(page, 'selfie-hide-me');

    await page.getByRole('button', { name: '復原' }).click();
    await active.waitFor({ state: 'hidden', ...SEARCH_TIMEOUT });
    // The faces are found again: the runner's photos come back.
    await expect.poll(() => shownPhotoIds(page), SEARCH_TIMEOUT).toEqual(shownElsewhere);
    expect(await page.getByText(/^已移除 \d+ 張照片中的臉$/).count()).toBe(0);

    await page.evaluate(`localStorage.setItem('language', 'en')`);
    await page.reload();
    await page.getByRole('heading', { name: 'Search with a selfie' }).waitFor();
    await searchWithSelfie(page, selfie, /\d+ photos? that may be you/);
    await bundle.getByText('This activity offers a bundle: all your photos at once').waitFor();
    await page.getByRole('button', { name: 'Not me' }).first().waitFor();
    await page.getByRole('button', { name: /Remove my face/ }).waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'selfie-results-member-en');
  },
);
