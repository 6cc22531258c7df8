import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { inject, onTestFinished } from 'vitest';
import type { BrowserErrors } from '../support/browser-errors.ts';
import { DEMO_PASSWORD, apiLogin, demoUsers, loginAs } from '../support/session.ts';
import { DESKTOP, expect, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// The back office's content (spec §7): the demo admin logs in, creates a race and a photo activity
// with covers, a home banner, a footer link with its page, and retries a photo that failed
// processing; a guest then sees what the admin made on the public site.

const api = (path: string) => `${inject('baseUrl')}/api/services/app/${path}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Names that no earlier run and no other journey of this run uses. */
const stamp = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const { body } = init;
  const answer = await fetch(api(path), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(!(body instanceof FormData) && body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { success: boolean; result: T };
  expect(envelope.success, `${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.result;
}

/** A picture as a camera or a designer would hand it over: a JPEG of the given size. */
function picture(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Chooses a file through the dialog the button opens, as a user does. */
async function chooseFile(page: Page, button: string, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'image/jpeg', buffer });
}

/** Opens an antd select by its label and picks the option, typing `search` first when given. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (search) await select.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  const field = page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });
  await expect.poll(() => field.textContent(), navigation).toContain(option);
}

/**
 * The back office's pages are large chunks (antd forms and tables): on a machine busy with other
 * work their first paint can take longer than the suite's 10 s per action.
 */
const BACK_OFFICE_TIMEOUT = 30_000;

/** How long a poll waits for the page the app moves to. */
const navigation = { timeout: BACK_OFFICE_TIMEOUT };

async function asAdmin(page: Page) {
  page.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
  await loginAs(page, 'admin');
}

/**
 * A visitor in a browser of their own (nothing stored: no login, the footer fetched afresh),
 * whose errors fail the journey like the admin's.
 */
async function guestPage(browser: Browser, browserErrors: BrowserErrors): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, locale: 'zh-TW' });
  context.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
  onTestFinished(() => context.close());
  const page = await context.newPage();
  browserErrors.watch(page);
  return page;
}

test(
  'the demo admin logs in through the login form and lands on the dashboard',
  { timeout: 120_000 },
  async ({ page }) => {
    page.setDefaultTimeout(BACK_OFFICE_TIMEOUT);
    await page.goto('/admin');
    await page.getByText('請登錄管理員賬號後再訪問').waitFor();
    await expect.poll(() => pathOf(page), navigation).toBe('/login');
    await page.getByLabel('電子郵件').fill(demoUsers.admin);
    await page.getByLabel('密碼', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登入' }).click();

    await expect.poll(() => pathOf(page), navigation).toBe('/admin/index');
    await page.getByRole('heading', { name: '管理後台', level: 1 }).waitFor();
    await page.getByText('處理失敗照片').first().waitFor();
    await screenshotBothLanguages(page, 'admin-dashboard', 'Photos failed', '處理失敗照片');
  },
);

test(
  'the admin creates a race and a photo activity with covers, and a guest finds the activity',
  { timeout: 180_000 },
  async ({ page, browser, browserErrors }) => {
    const race = { title: `城市夜跑 ${stamp}`, titleEn: `City Night Run ${stamp}` };
    const activity = { title: `城市夜跑攝影 ${stamp}` };
    await asAdmin(page);

    // The race: saved first, its cover only then (it needs the race's id).
    await page.goto('/admin/NewEventDetails');
    await page.getByText('儲存後即可上傳封面。').waitFor();
    expect(await page.getByRole('button', { name: '上傳封面' }).count()).toBe(0);
    await page.getByLabel('名稱', { exact: true }).fill(race.title);
    await page.getByLabel('英文名稱').fill(race.titleEn);
    await page.getByLabel('日期').fill(today);
    await choose(page, '地區／縣市', '臺北市', '臺北');
    await choose(page, '賽事類型', '馬拉松');
    await page.getByLabel('地點', { exact: true }).fill('臺北市政府廣場');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect.poll(() => pathOf(page), navigation).toMatch(/^\/admin\/EventDetails\/\d+$/);
    const raceId = Number(pathOf(page).split('/').pop());
    await page.getByRole('heading', { name: race.title, level: 1 }).waitFor();

    await chooseFile(page, '上傳封面', 'night-run-cover.jpg', await picture(1200, 675, '#0b3d91'));
    const raceCover = page.getByRole('img', { name: '封面' });
    await expect.poll(() => raceCover.getAttribute('src'), navigation).toContain(`/covers/events/${raceId}/`);
    await screenshotBothLanguages(page, 'admin-event-details', 'Upload a cover', '上傳封面');
    const savedRace = await call<{ coverUrl: string; cityId: number; typeId: number }>(`AdminEvent/Get?id=${raceId}`, {
      token: (await apiLogin('admin')).accessToken,
    });
    expect(savedRace.coverUrl).toBe(await raceCover.getAttribute('src'));
    // 臺北市 and 馬拉松 as seeded (server/src/db/seed-data/common-types.ts).
    expect(savedRace).toMatchObject({ cityId: 102, typeId: 402 });

    // The photo activity of that race, with its own cover.
    await page.goto('/admin/NewEventDetails?kind=activity');
    await page.getByLabel('所屬賽事').waitFor();
    await page.getByLabel('名稱', { exact: true }).fill(activity.title);
    await page.getByLabel('日期').fill(today);
    await choose(page, '所屬賽事', race.title, stamp);
    await page.getByRole('button', { name: '儲存' }).click();
    await expect
      .poll(() => `${pathOf(page)}${new URL(page.url()).search}`, navigation)
      .toMatch(/^\/admin\/EventDetails\/\d+\?kind=activity$/);
    const activityId = Number(pathOf(page).split('/').pop());
    await page.getByRole('heading', { name: `攝影活動：${activity.title}`, level: 1 }).waitFor();
    await chooseFile(page, '上傳封面', 'night-run-activity.jpg', await picture(1200, 675, '#ff7043'));
    const activityCover = page.getByRole('img', { name: '封面' });
    await expect
      .poll(() => activityCover.getAttribute('src'), navigation)
      .toContain(`/covers/activities/${activityId}/`);
    const activityCoverUrl = (await activityCover.getAttribute('src'))!;

    // A guest finds it among the latest activities on the home page, with its cover, and opens it.
    const guest = await guestPage(browser, browserErrors);
    await guest.goto('/index');
    const card = guest.getByRole('link', { name: new RegExp(activity.title) });
    await card.scrollIntoViewIfNeeded();
    expect(await card.getAttribute('href')).toBe(`/activityevent/${activityId}`);
    await expect
      .poll(() => card.locator('.catalogue-card-cover').getAttribute('data-background'), navigation)
      .toContain(activityCoverUrl);
    await card.click();
    await guest.getByRole('heading', { name: activity.title, level: 1 }).waitFor();
  },
);

test(
  'the admin adds a home banner and a guest sees it in the carousel',
  { timeout: 120_000 },
  async ({ page, browser, browserErrors }) => {
    const banner = { title: `夜跑照片上線 ${stamp}`, titleEn: `Night run photos ${stamp}` };
    const link = `/activityevent/${inject('demoActivityId')}`;
    await asAdmin(page);

    await page.goto('/admin/CreateBannerId');
    await page.getByRole('heading', { name: '新增橫幅', level: 1 }).waitFor();
    await screenshotBothLanguages(page, 'admin-banner-edit', 'Upload a picture', '上傳圖片');
    await chooseFile(page, '上傳圖片', 'night-run-banner.jpg', await picture(1500, 500, '#1b5e20'));
    const preview = page.getByRole('img', { name: '橫幅預覽' });
    await expect.poll(() => preview.getAttribute('src'), navigation).toMatch(/\/banners\/[\w-]+\.webp$/);
    await page.getByLabel('標題（中文）').fill(banner.title);
    await page.getByLabel('標題（英文）').fill(banner.titleEn);
    await page.getByLabel('連結到').fill(link);
    expect(await page.getByRole('switch', { name: '顯示' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'admin-banner-edit-filled');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect.poll(() => pathOf(page), navigation).toBe('/admin/Banner');
    await page.getByRole('row').filter({ hasText: banner.title }).waitFor();

    // The guest's home carousel has it, in each language, linking where the admin said.
    const guest = await guestPage(browser, browserErrors);
    await guest.goto('/index');
    const carousel = guest.locator('[aria-roledescription="carousel"]');
    const slide = carousel.getByRole('link', { name: banner.title });
    await slide.waitFor({ state: 'attached' });
    expect(await slide.getAttribute('href')).toBe(link);
    await guest.evaluate(`localStorage.setItem('language', 'en')`);
    await guest.reload();
    await carousel.getByRole('link', { name: banner.titleEn }).waitFor({ state: 'attached' });
  },
);

test(
  'the admin adds a footer link and writes its page, which a guest opens from the footer',
  { timeout: 120_000 },
  async ({ page, browser, browserErrors }) => {
    const link = { title: `夜跑須知 ${stamp}`, titleEn: `Night run notes ${stamp}`, segment: `night-run-${stamp}` };
    const text = `夜跑請穿著反光衣物 ${stamp}`;
    await asAdmin(page);

    await page.goto('/admin/Footer/Child');
    await page.getByRole('heading', { name: '頁尾連結', level: 1 }).waitFor();
    await page.getByRole('button', { name: '新增連結' }).click();
    const dialog = page.getByRole('dialog', { name: '新增連結' });
    await dialog.getByLabel('標題（中文）').fill(link.title);
    await dialog.getByLabel('標題（英文）').fill(link.titleEn);
    await dialog.getByLabel('頁面路徑（sgL_RequestUrl）').fill(link.segment);
    await dialog.getByText(`訪客開啟的網址：/foot/${link.segment}`).waitFor();
    await dialog.getByRole('button', { name: '儲存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: link.title }).getByText(`/foot/${link.segment}`).waitFor();

    await page.goto('/admin/Foot/Page/Edit');
    await page.getByRole('heading', { name: '新增頁面', level: 1 }).waitFor();
    await screenshotBothLanguages(page, 'admin-footer-page-edit', 'Content (Chinese)', '內容（中文）');
    await choose(page, '頁尾連結', link.title);
    const editor = page.getByRole('tabpanel', { name: '中文' }).getByRole('textbox');
    await editor.click();
    await page.getByRole('button', { name: '粗體' }).first().click();
    await page.keyboard.type(text);
    await page.getByRole('tab', { name: '預覽' }).click();
    await page.getByRole('tabpanel', { name: '預覽' }).locator('b, strong', { hasText: text }).waitFor();
    await screenshot(page, 'admin-footer-page-edit-filled');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect.poll(() => pathOf(page), navigation).toBe('/admin/Footer/Page');
    await page.getByRole('row').filter({ hasText: link.title }).waitFor();

    // A new visitor: the footer list loaded at start-up has the link; its page has the bold text.
    const guest = await guestPage(browser, browserErrors);
    await guest.goto('/index');
    await guest.getByRole('contentinfo').getByRole('link', { name: link.title }).click();
    await expect.poll(() => pathOf(guest), navigation).toBe(`/foot/${link.segment}`);
    await guest.getByRole('heading', { name: link.title, level: 1 }).waitFor();
    await guest.getByRole('main').locator('b, strong', { hasText: text }).waitFor();
    await expect.poll(() => guest.title(), navigation).toBe(`${link.title} | 運動相簿`);
  },
);

interface ProblemPhoto {
  id: number;
  fileName: string;
  failureCode: string | null;
  failureReason: string | null;
  updatedAt: string;
}

/**
 * A photographer's JPEG whose transfer broke off halfway, with the end marker put back: its header
 * and ending pass the upload's checks, and decoding it in processing fails. Answers the album.
 */
async function uploadCutShortPhoto(fileName: string): Promise<{ albumId: number; photoId: number }> {
  const admin = (await apiLogin('admin')).accessToken;
  const activity = await call<{ id: number }>('AdminActivity/Create', {
    token: admin,
    // Hidden: the public catalogue of the other journeys stays as it was.
    body: { title: `處理失敗測試 ${stamp}`, activityDate: today, defaultPrice: 169, isVisible: false },
  });
  const photographer = (await apiLogin('photographer')).accessToken;
  const album = await call<{ coId: number }>('PhotoGalleryConfigAppSerivce/Create', {
    token: photographer,
    body: { activityId: activity.id, name: `終點 ${stamp}` },
  });
  const whole = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  const cutShort = Buffer.concat([whole.subarray(0, whole.length >> 1), Buffer.from([0xff, 0xd9])]);
  const form = new FormData();
  form.append('file', new Blob([cutShort], { type: 'image/jpeg' }), fileName);
  const upload = await call<{ items: { status: string; photoId?: number }[] }>(
    `PhotoGalleryList/Upload?coId=${album.coId}`,
    { token: photographer, body: form },
  );
  expect(upload.items).toEqual([expect.objectContaining({ status: 'accepted' })]);
  return { albumId: album.coId, photoId: upload.items[0]!.photoId! };
}

/** How the processing page says "unreadable" in zh-TW (the library's words fold under it). */
const UNREADABLE = '無法讀取照片內容（檔案可能已損毀或格式不支援）';

/** The album's failed photos, as the processing page lists them. */
async function failedPhotos(albumId: number): Promise<ProblemPhoto[]> {
  const { items } = await call<{ items: ProblemPhoto[] }>(
    `AdminImgDeal/GetPhotos?status=failed&albumId=${albumId}&MaxResultCount=10`,
    { token: (await apiLogin('admin')).accessToken },
  );
  return items;
}

test(
  'the admin sees a photo that failed processing with its reason and retries it',
  { timeout: 120_000 },
  async ({ page }) => {
    const fileName = `finish-${stamp}.jpg`;
    const { albumId, photoId } = await uploadCutShortPhoto(fileName);
    await expect.poll(() => failedPhotos(albumId), { timeout: 30_000 }).toHaveLength(1);
    const [failed] = await failedPhotos(albumId);
    expect(failed).toMatchObject({ id: photoId, fileName });
    expect(failed).toMatchObject({ failureCode: 'unreadable', failureReason: expect.stringMatching(/premature end/) });

    await asAdmin(page);
    await page.goto(`/admin/AdminImgDeal?albumId=${albumId}`);
    const row = page.getByRole('row').filter({ hasText: fileName });
    await row.getByText(UNREADABLE).waitFor();
    await screenshotBothLanguages(page, 'admin-image-processing', 'Processing failed', '處理失敗');

    await row.getByRole('checkbox').check();
    const [retried] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/AdminImgDeal/Retry')),
      page.getByRole('button', { name: '重新處理所選（1）' }).click(),
    ]);
    // The photo went back to processing, with a new job…
    expect(await retried.json()).toMatchObject({ success: true, result: { changed: 1 } });
    await page.getByText('操作成功').first().waitFor();

    // …which reads the same broken file and fails it again, for the same reason.
    await expect
      .poll(async () => (await failedPhotos(albumId)).find((photo) => photo.updatedAt > failed!.updatedAt), {
        timeout: 30_000,
      })
      .toMatchObject({ id: photoId, failureCode: 'unreadable', failureReason: failed!.failureReason });
    await page.reload();
    await row.getByText(UNREADABLE).waitFor();
    expect(await page.getByRole('button', { name: '重新處理所選（0）' }).isDisabled()).toBe(true);
  },
);
