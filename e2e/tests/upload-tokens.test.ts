import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { startUploader } from '../../scripts/uploader/uploader.ts';
import { call, post } from '../support/api.ts';
import { apiLogin, loginAs } from '../support/session.ts';
import { expect, PHONE, screenshot, test } from '../support/test.ts';

// Decision 078 on a phone: a photographer makes an upload token on /photographeraccount at 375 px,
// copies its secret from the one time it is shown, runs the command-line uploader with it, and
// revokes it; the uploader is refused from then on.

/** A small photo the server accepts (≥ 400 px on the short side), different per seed. */
const photo = (seed: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed * 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

test('a photographer makes an upload token on a phone, uploads with it and revokes it', async ({ page }) => {
  const { accessToken } = await apiLogin('photographer');
  const album = await post<{ coId: number }>(
    'PhotoGalleryConfigAppSerivce/Create',
    { activityId: inject('demoActivityId'), name: '終點即時上傳' },
    accessToken,
  );
  const folder = await mkdtemp(path.join(tmpdir(), 'upload-tokens-e2e-'));
  try {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'photographer');
    await page.goto('/photographeraccount');
    await page.getByRole('tab', { name: '上傳權杖' }).click();
    await page.getByText('尚未建立上傳權杖').waitFor();
    await page.getByLabel('權杖名稱').fill('終點筆電');
    await page.getByRole('button', { name: '建立權杖' }).click();
    const secretBox = page.getByLabel('新的上傳權杖');
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^spu_/);
    // Nothing on the phone is wider than the screen: the secret and its command wrap.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'photographer-upload-token-secret');
    await page.getByRole('button', { name: '我已複製' }).click();
    await page.getByText('尚未使用').waitFor();
    await screenshot(page, 'photographer-upload-tokens');

    await writeFile(path.join(folder, 'DSC_0001.JPG'), await photo(1));
    await writeFile(path.join(folder, 'DSC_0002.JPG'), await photo(2));
    const options = { albumId: album.coId, folder, watch: false, recursive: false, server: inject('baseUrl') };
    const sent = await startUploader({ ...options, token: secret }, { log: () => {} }).finished;
    expect(sent).toMatchObject({ counts: { found: 2, uploaded: 2, failed: 0 }, exitCode: 0 });
    const progress = await call<{ total: number }>(
      'GET',
      `PhotoGalleryList/GetUploadProgress?coId=${album.coId}`,
      undefined,
      accessToken,
    );
    expect(progress.total).toBe(2);

    await page.getByText('撤銷', { exact: true }).click();
    await page.locator('.ant-popover').getByRole('button', { name: '撤銷' }).click();
    await page.getByText('尚未建立上傳權杖').waitFor();
    const refused = await startUploader({ ...options, token: secret }, { log: () => {} }).finished;
    expect(refused.exitCode).toBe(3);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
