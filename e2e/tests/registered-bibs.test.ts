import type { Page } from 'playwright-core';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { apiLogin, loginAs } from '../support/session.ts';
import { expect, openPage, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// The activity's registered bibs (issue #29, decision 067): the demo admin uploads the organiser's
// list on the activity's back-office page, first a file with a bad row (nothing imported, the row
// named), then a good one that leaves out one bib the reader found, whose readings then wait in
// photo processing; a visitor finds their photos by their registered name.

const RUNNER = '林跑者';

/** The bibs published in the activity now: OCR readings only (to hold one), and any source. */
async function publishedBibs(activityId: number): Promise<{ all: string[]; readOnly: string[] }> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ bib: string; read: boolean }>(
      `SELECT bib, bool_and(source = 'ocr') AS read FROM "BibTag" WHERE "activityId" = $1 GROUP BY bib ORDER BY bib`,
      [activityId],
    );
    return { all: rows.map((row) => row.bib), readOnly: rows.filter((row) => row.read).map((row) => row.bib) };
  } finally {
    await client.end();
  }
}

/** Chooses a CSV through the dialog the upload button opens, as an admin does. */
async function chooseCsv(page: Page, name: string, content: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: '上傳 CSV 名單' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test(
  'an admin imports the registered bibs, reviews a reading outside them, a visitor finds their photos by name',
  { timeout: 120_000 },
  async ({ page, browser, browserErrors }) => {
    const activityId = inject('demoActivityId');
    const bib = inject('demoBib');
    const { accessToken } = await apiLogin('admin');
    onTestFinished(async () => {
      // Other journeys meet the demo activity without a list, its held readings published again.
      await fetch(`${inject('baseUrl')}/api/services/app/AdminActivity/DeleteRegisteredBibs?id=${activityId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    });

    // 1. A file with a bad row: the row is named as a spreadsheet numbers it, nothing is imported.
    await loginAs(page, 'admin');
    await page.goto(`/admin/EventDetails/${activityId}?kind=activity`);
    const noList = page.getByText('尚未上傳名單：系統辨識到的號碼都會直接公開。');
    await noList.waitFor();
    await chooseCsv(page, 'runners.csv', `號碼布,姓名,組別\n${bib},${RUNNER},全馬\n${bib},王重複,全馬\n`);
    await page.getByText('檔案有 1 列錯誤，沒有匯入任何資料；請修正後重新上傳').waitFor();
    await expect
      .poll(() => page.locator('.registered-bib-problems tr.ant-table-row').allTextContents())
      .toEqual([`3號碼 ${bib} 與第 2 列重複`]);
    expect(await noList.isVisible()).toBe(true);
    await screenshot(page, 'registered-bibs-refused');

    // 2. The fixed file: every bib published so far but one the reader found, which is then held.
    const published = await publishedBibs(activityId);
    const left = published.readOnly.find((other) => other !== bib);
    expect(left, `a second bib read in the demo photos: ${published.all.join(', ')}`).toBeDefined();
    const others = published.all.filter((other) => other !== bib && other !== left);
    await chooseCsv(page, 'runners.csv', ['號碼布,姓名,組別', `${bib},${RUNNER},全馬`, ...others].join('\n'));
    await page.getByText(`${others.length + 1} 個（其中 1 個有姓名）`).waitFor();
    await screenshotBothLanguages(page, 'registered-bibs', 'Registered bibs', '報名號碼名單');

    // 3. Its readings wait in photo processing, cut around the digits, not published.
    await page.getByRole('link', { name: /筆名單外的辨識號碼待審核/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/AdminImgDeal');
    // The list's first page loads with the page: wait for it (the machine may be busy), then read it.
    await page.locator('.held-bib').first().waitFor();
    expect(new Set(await page.locator('.held-bib').allTextContents())).toEqual(new Set([left]));
    await screenshotBothLanguages(page, 'held-readings', 'Bibs outside the list', '名單外的號碼');

    // 4. A visitor: the whole registered name opens the photos of that runner's bib.
    const visitor = await openPage(browser, browserErrors);
    await visitor.goto(`/activityevent/${activityId}`);
    const nameBox = visitor.getByRole('searchbox', { name: '報名姓名' });
    await nameBox.waitFor();
    await screenshotBothLanguages(visitor, 'name-search', 'Find your photos by name', '用姓名找照片');
    await nameBox.fill('林 跑者');
    await nameBox.press('Enter');
    await visitor.waitForURL((url) => url.pathname === `/albumsearch/${activityId}`);
    expect(new URL(visitor.url()).searchParams.get('code')).toBe(bib);
    await visitor.getByText(new RegExp(`找到 \\d+ 張號碼布 ${bib} 的照片`)).waitFor();
    await expect.poll(() => visitor.locator('.photo-tile').count()).toBeGreaterThan(0);
    expect(await visitor.content()).not.toContain(RUNNER);
  },
);
