import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { generateRacePhoto } from '../../server/src/demo/race-photo.ts';
import { loginAs } from '../support/session.ts';
import { expect, screenshot, test } from '../support/test.ts';

// A photographer's upload is cut off by a reload: choosing the same folder again must send none
// of the photos the album already holds. The page hashes each file (WebAssembly, under the site's
// real Content-Security-Policy) and asks the server which hashes it has before sending anything.

const PHOTO_COUNT = 10;
const ALBUM = '續傳測試 終點';

/** A camera card's folder on the photographer's disk: PHOTO_COUNT race photos. */
async function cameraFolder(): Promise<{ path: string; bytes: number }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'upload-resume-'));
  let bytes = 0;
  for (let index = 0; index < PHOTO_COUNT; index++) {
    const photo = await generateRacePhoto({
      seed: 7700 + index,
      runners: [{ bib: '61234' }],
      takenAt: new Date(Date.UTC(2026, 2, 15, 0, 10, index * 4)),
      width: 1000,
      height: 700,
    });
    writeFileSync(path.join(folder, `RESUME_${String(index + 1).padStart(3, '0')}.jpg`), photo);
    bytes += photo.length;
  }
  return { path: folder, bytes };
}

/** Bytes of request bodies sent to the upload endpoint, counted as the browser sent them. */
function uploadBytes(page: Page) {
  const sent: Promise<number>[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().includes('/PhotoGalleryList/Upload')) return;
    // The header the browser sent with the multipart body (file bytes and all): what went over the wire.
    sent.push(request.allHeaders().then((headers) => Number(headers['content-length'] ?? 0)));
  };
  page.on('request', onRequest);
  return {
    requests: () => sent.length,
    total: async () => (await Promise.all(sent)).reduce((sum, bytes) => sum + bytes, 0),
  };
}

async function chooseFolder(page: Page, folder: string, english = false) {
  await page
    .locator(`input[type=file][aria-label="${english ? 'Choose a folder' : '選擇資料夾'}"]`)
    .setInputFiles(folder);
  const done = english ? `${PHOTO_COUNT} of ${PHOTO_COUNT} done` : `${PHOTO_COUNT} / ${PHOTO_COUNT} 張完成`;
  await page.locator('.upload-progress-line').getByText(done).waitFor({ timeout: 120_000 });
}

test(
  'after a reload, choosing the same folder again sends no photo the album already holds',
  { timeout: 300_000 },
  async ({ page }) => {
    const folder = await cameraFolder();
    onTestFinished(() => rmSync(folder.path, { recursive: true, force: true }));
    await loginAs(page, 'photographer');

    // The page runs under the production policy: scripts from the site only, WebAssembly allowed, no eval.
    const document = await page.goto('/uploadPhoto');
    const policy = (await document!.allHeaders())['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("'unsafe-eval'");

    await page.getByRole('heading', { name: '上傳照片：建立新相簿', level: 1 }).waitFor();
    const activity = page.getByLabel('活動', { exact: true });
    await activity.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByLabel('相簿名稱', { exact: true }).fill(ALBUM);
    await page.getByLabel('每張售價（NT$）').click();
    // The activity's list may still be closing: pick from the list of prices.
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^NT\$ \d+$/ })
      .first()
      .click();
    await page.getByRole('button', { name: '建立相簿並開始上傳' }).click();
    await page.getByText(`上傳到：${ALBUM}`).waitFor();
    // The album is in the address, so a reload comes back to it.
    const address = new URL(page.url());
    expect(address.searchParams.get('coId')).toMatch(/^\d+$/);
    expect(address.searchParams.get('activityId')).toMatch(/^\d+$/);

    const first = uploadBytes(page);
    await chooseFolder(page, folder.path);
    expect(await page.getByText('已上傳', { exact: true }).count()).toBe(PHOTO_COUNT);
    expect(first.requests()).toBe(PHOTO_COUNT);
    expect(await first.total()).toBeGreaterThan(folder.bytes);

    await page.reload();
    await page.getByText(`上傳到：${ALBUM}`).waitFor();
    expect(page.url()).toBe(address.href);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/PhotoGalleryList/GetExistingHashes')) lookups.push(request.url());
    });
    const second = uploadBytes(page);
    await chooseFolder(page, folder.path);

    expect(await page.getByText('已在伺服器', { exact: true }).count()).toBe(PHOTO_COUNT);
    expect(lookups.length).toBeGreaterThan(0);
    expect(second.requests()).toBe(0);
    expect(await second.total()).toBe(0);
    // Hashing worked: no warning that photos went unchecked.
    await expect.poll(() => page.getByText(/無法先和伺服器比對/).count()).toBe(0);
    await screenshot(page, 'photographer-upload-resumed');

    // The same in English, as an English-speaking photographer would see it.
    await page.evaluate(`localStorage.setItem('language', 'en')`);
    await page.reload();
    await page.getByText(`Uploading to: ${ALBUM}`).waitFor();
    await chooseFolder(page, folder.path, true);
    expect(await page.getByText('Already on the server', { exact: true }).count()).toBe(PHOTO_COUNT);
    expect(second.requests()).toBe(0);
    await screenshot(page, 'photographer-upload-resumed-en');
  },
);
