import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { call, post } from '../support/api.ts';
import { demoPhotographerPhotos, payThroughSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import { apiLogin, apiLoginWith, loginAs, type DemoUser } from '../support/session.ts';
import { DESKTOP, expect, PHONE, screenshotAsIs, test } from '../support/test.ts';

// Item 10 of the money screens (decision 075): every list an admin or a photographer works from
// shows each name and money figure whole, at 1280 px and at 375 px, in both languages. A buyer
// has bought photos of both demo photographers and one was refunded, so the money lists have rows.

const LANGUAGES = ['zh-TW', 'en'] as const;
const WIDTHS = [DESKTOP, PHONE] as const;

const ADMIN_PAGES = [
  '/admin/OrderList',
  '/admin/user/userList',
  '/admin/Income',
  '/admin/AdminReport',
  '/admin/EventStatus',
  '/admin/EventType',
  '/admin/Banner',
  '/admin/Footer',
  '/admin/Footer/Parent',
  '/admin/Footer/Child',
  '/admin/Footer/Page',
  '/admin/Header',
];
/** Pages whose rows carry money: they wait until a figure in NT$ shows. */
const MONEY_PAGES = new Set(['/admin/OrderList', '/admin/Income', '/admin/AdminReport']);
const PHOTOGRAPHER_PAGES = ['/selldetails', '/transactionrecordlist', '/photographerearningslist'];

beforeAll(async () => {
  const password = 'tables-pass-1';
  const buyer = await registerMember('tables', '表格檢查跑者', password);
  const { accessToken } = await apiLoginWith(buyer, password);
  // Two photos of the demo photographer (one to refund) and one of the other.
  const [mine, theirs] = await Promise.all([
    demoPhotographerPhotos('photographer'),
    demoPhotographerPhotos('photographer2'),
  ]);
  const own = mine.slice(0, 2);
  const other = theirs.slice(0, 1);
  const orderId = await payThroughSimulator([...own, ...other], accessToken);
  const admin = (await apiLogin('admin')).accessToken;
  const order = await call<{ items: { id: number; photoId: number }[] }>(
    'GET',
    `AdminOrder/Get?id=${orderId}`,
    undefined,
    admin,
  );
  const refunded = order.items.find((item) => item.photoId === own[0])!;
  await post('AdminOrder/Refund', { orderId, itemIds: [refunded.id], reason: '表格檢查退款' }, admin);
}, 60_000);

/**
 * What is hidden on the page, one line each: a cell whose text overflows it or ends in an
 * ellipsis, a cell covered by another (a pinned column) at its centre, a money figure outside the
 * viewport or its table's visible part. Table cells and phone cards alike.
 */
const HIDDEN_CELLS = `(() => {
  const problems = [];
  const viewport = document.documentElement.clientWidth;
  const cells = [...document.querySelectorAll(
    '.ant-table-thead th, .ant-table-tbody > tr:not(.ant-table-measure-row) > td, .table-card dt, .table-card dd',
  )].filter((cell) => cell.getClientRects().length > 0 && cell.innerText.trim() !== '');
  // Where each money cell lies before anything is scrolled: as the page opens.
  const outside = cells.filter((cell) => /NT\\$/.test(cell.innerText)).filter((cell) => {
    const box = cell.getBoundingClientRect();
    const frame = cell.closest('.ant-table-content, .ant-table-body')?.getBoundingClientRect();
    const [left, right] = frame ? [Math.max(0, frame.left), Math.min(viewport, frame.right)] : [0, viewport];
    return box.left < left - 1 || box.right > right + 1;
  });
  for (const cell of outside) problems.push('money outside the view: ' + cell.innerText.trim());
  for (const cell of cells) {
    const name = cell.innerText.trim().replace(/\\s+/g, ' ').slice(0, 40);
    if (cell.scrollWidth > cell.clientWidth + 1) problems.push('clipped: ' + name);
    for (const element of [cell, ...cell.querySelectorAll('*')]) {
      if (getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) {
        problems.push('cut with an ellipsis: ' + name);
      }
    }
    // Into view vertically only: the table stays scrolled sideways as it opened, where a pinned
    // column would lie over the columns before it.
    const frame = cell.closest('.ant-table-content, .ant-table-body');
    const scrolledSideways = frame?.scrollLeft ?? 0;
    cell.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (frame) frame.scrollLeft = scrolledSideways;
    const box = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const cover = hit?.closest('th, td, .table-card dt, .table-card dd');
    if (cover && cover !== cell) problems.push('covered: ' + name + ' under ' + cover.innerText.trim().slice(0, 20));
  }
  return problems;
})()`;

/**
 * The money figures a visible TOP or home button lies over: the buttons step aside from them as
 * soon as the list shows (a phone's first screen), before anything is scrolled or resized.
 */
const MONEY_UNDER_FLOATING_BUTTONS = `(() => {
  const floating = [...document.querySelectorAll('.floating-actions button')]
    .filter((button) => getComputedStyle(button).visibility === 'visible')
    .map((button) => button.getBoundingClientRect());
  const money = [...document.querySelectorAll('.ant-table-tbody td, .table-card dd')]
    .filter((cell) => /NT\\$/.test(cell.innerText));
  return money.filter((cell) => {
    const text = document.createRange();
    text.selectNodeContents(cell);
    const box = text.getBoundingClientRect();
    return floating.some((button) =>
      button.left < box.right && box.left < button.right && button.top < box.bottom && box.top < button.bottom);
  }).map((cell) => cell.innerText.trim());
})()`;

/**
 * Opens a list and answers what it hides, once its rows (and, on money pages, a figure) show; keeps
 * a picture of it as it opened (tables-<page>-<language>-<width>.png) for a person to look at.
 */
async function hiddenCellsOf(page: Page, path: string, money: boolean, language: string): Promise<string[]> {
  await page.goto(path);
  const rows = page.locator('.ant-table-row, .table-card');
  await rows.first().waitFor();
  if (money) await rows.getByText(/NT\$/).first().waitFor();
  await expect
    .poll(() => page.locator('.ant-spin-spinning').count(), {
      message: `${path} still loading`,
      timeout: 15_000,
    })
    .toBe(0);
  await expect
    .poll(() => page.evaluate<string[]>(MONEY_UNDER_FLOATING_BUTTONS), {
      message: `${path}: money under a floating button`,
    })
    .toEqual([]);
  await screenshotAsIs(
    page,
    `tables-${path.replace(/\W+/g, '-').replace(/^-/, '')}-${language}-${page.viewportSize()!.width}`,
  );
  return page.evaluate<string[]>(HIDDEN_CELLS);
}

async function startAs(page: Page, who: DemoUser, language: string) {
  await loginAs(page, who);
  await page.evaluate(`localStorage.setItem('language', ${JSON.stringify(language)})`);
}

for (const viewport of WIDTHS) {
  for (const language of LANGUAGES) {
    test(
      `at ${viewport.width} px in ${language}, the back office's and photographers' lists hide no name or figure`,
      { timeout: 180_000 },
      async ({ page }) => {
        await page.setViewportSize(viewport);
        const hidden: Record<string, string[]> = {};
        await startAs(page, 'admin', language);
        for (const path of ADMIN_PAGES) hidden[path] = await hiddenCellsOf(page, path, MONEY_PAGES.has(path), language);

        await startAs(page, 'photographer', language);
        for (const path of PHOTOGRAPHER_PAGES) hidden[path] = await hiddenCellsOf(page, path, true, language);
        // One sale's page, opened from the sales list.
        await page.goto('/selldetails');
        const sale = page.locator('a[href^="/salesdetails/"]').first();
        await sale.waitFor();
        const salePath = (await sale.getAttribute('href'))!;
        hidden[salePath] = await hiddenCellsOf(page, salePath, true, language);

        expect(Object.fromEntries(Object.entries(hidden).filter(([, problems]) => problems.length))).toEqual({});
      },
    );
  }
}
