import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { post } from '../support/api.ts';
import { payInSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import { apiLoginWith, logInThroughForm } from '../support/session.ts';
import { DESKTOP, expect, PHONE, pathOf, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// The buyer's experience around a photo: the preview card a shared link shows in LINE or
// Facebook, the share buttons, the buy button's states wherever photos are listed, the header's
// cart at every width, and a phone where floating buttons keep clear of the page's actions.

const DEMO_ACTIVITY = '2026 臺北城市馬拉松';

/** A page's share card as LINE's or Facebook's crawler reads it: a plain GET of the HTML, no script run. */
async function shareCard(path: string, language = 'zh-TW,zh;q=0.9') {
  const answer = await fetch(`${inject('baseUrl')}${path}`, { headers: { 'accept-language': language } });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const tag = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    og: (key: string) => tag('property', `og:${key}`),
    twitter: (key: string) => tag('name', `twitter:${key}`),
  };
}

/** Published photos of the demo activity: the demo bib's hits first, then the album's others. */
async function demoPhotos(): Promise<{ hits: number[]; others: number[] }> {
  const search = await post<{ items: { coId: number; photos: { id: number }[] }[] }>(
    'PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    { activityId: inject('demoActivityId'), code: inject('demoBib') },
  );
  const hits = search.items.flatMap((album) => album.photos.map((photo) => photo.id));
  const album = await post<{ items: { id: number }[] }>('PhotoGalleryConfigAppSerivce/GetPhotoGalleryList', {
    coId: search.items[0]!.coId,
    MaxResultCount: 100,
  });
  return { hits, others: album.items.map((photo) => photo.id).filter((id) => !hits.includes(id)) };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on screen');
  return found;
}

/** Whether any floating button (TOP, go home) lies over `target` on screen. */
async function floatingButtonCovers(page: Page, target: Locator): Promise<boolean> {
  const action = await box(target);
  for (const button of await page.locator('.floating-actions button').all()) {
    const floating = await box(button);
    const apart =
      floating.x >= action.x + action.width ||
      action.x >= floating.x + floating.width ||
      floating.y >= action.y + action.height ||
      action.y >= floating.y + floating.height;
    if (!apart) return true;
  }
  return false;
}

test('a shared photo or activity link shows its preview card, read by a plain HTTP request', async () => {
  const baseUrl = inject('baseUrl');
  const [photoId] = (await demoPhotos()).hits;

  const photo = await shareCard(`/albumphotodetail/${photoId}`);
  expect(photo.title).toBe(`${DEMO_ACTIVITY} 的照片｜運動相簿`);
  expect(photo.og('title')).toBe(photo.title);
  expect(photo.og('description')).toMatch(/^2026-\d\d-\d\d・攝影師 .+。在運動相簿購買這張照片的高畫質原圖。$/);
  expect(photo.og('url')).toBe(`${baseUrl}/albumphotodetail/${photoId}`);
  expect(photo.og('type')).toBe('article');
  expect(photo.twitter('card')).toBe('summary_large_image');
  // The watermarked preview, absolute, served to anyone; never the original.
  const image = photo.og('image')!;
  expect(image).toMatch(new RegExp(`^${baseUrl}/media/previews/`));
  expect(photo.html).not.toMatch(/originals\//);
  const picture = await fetch(image);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);

  const english = await shareCard(`/albumphotodetail/${photoId}`, 'en-US,en;q=0.9');
  expect(english.title).toBe('A photo of 2026 Taipei City Marathon | Sports Photo');

  const activity = await shareCard(`/activityevent/${inject('demoActivityId')}`);
  expect(activity.title).toBe(`${DEMO_ACTIVITY}｜運動相簿`);
  expect(activity.og('description')).toMatch(/張照片。用號碼布或自拍找到你在這場活動的照片。$/);
  expect(activity.og('image')).toMatch(new RegExp(`^${baseUrl}/media/`));
  expect((await fetch(activity.og('image')!)).status).toBe(200);

  // A photo that does not exist gets the site's card, not an error.
  const unknown = await shareCard('/albumphotodetail/2147483647');
  expect(unknown.title).toBe('運動相簿');
  expect(unknown.og('image')).toBeUndefined();
});

test("the photo page's share buttons: LINE, Facebook and copy link", async ({ page }) => {
  const [photoId] = (await demoPhotos()).hits;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/albumphotodetail/${photoId}?code=${inject('demoBib')}`);
  await page.getByRole('heading', { name: DEMO_ACTIVITY, level: 1 }).waitFor();
  const address = `${inject('baseUrl')}/albumphotodetail/${photoId}`;

  expect(await page.getByRole('link', { name: '分享到 LINE' }).getAttribute('href')).toBe(
    `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(address)}`,
  );
  expect(await page.getByRole('link', { name: '分享到 Facebook' }).getAttribute('href')).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
  );
  await page.getByRole('button', { name: /複製連結/ }).click();
  await page.getByText('已複製連結').waitFor();
  // The photo's own address, without the search that led to it.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);
  await screenshotBothLanguages(page, 'photo-share', 'Copy link', '複製連結');
});

test('at 375 px the floating buttons keep clear of 瀏覽全部活動 and 結帳, and the ranking keeps its first column', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/index');
  const allActivities = page.getByRole('link', { name: '瀏覽全部活動' });
  await allActivities.waitFor();
  expect(await floatingButtonCovers(page, allActivities)).toBe(false);
  // Scrolled a little, TOP appears: still clear.
  await page.mouse.wheel(0, 60);
  await page.getByRole('button', { name: '回到頂端' }).waitFor();
  expect(await floatingButtonCovers(page, allActivities)).toBe(false);

  await page.goto('/VRanking');
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await firstRow.waitFor();
  // Scripts as text: the e2e code is type-checked without the DOM (see support/session.ts).
  const scrolled = await page.evaluate(`(() => {
    const table = document.querySelector('.ant-table-content');
    table.scrollLeft = table.scrollWidth;
    return table.scrollLeft > 0 && table.scrollLeft === table.scrollWidth - table.clientWidth;
  })()`);
  expect(scrolled).toBe(true);
  // After scrolling to the end, the rank is still in view, and so is the last column.
  const rank = await box(firstRow.locator('td').first());
  expect(rank.x).toBeGreaterThanOrEqual(0);
  expect(rank.x + rank.width).toBeLessThanOrEqual(PHONE.width);
  const lastHeader = await box(page.locator('.ant-table-thead th').last());
  expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'ranking-scrolled');
});

test(
  'a new member sees 已購買, 待付款 and 已在購物車 on the results and photo pages, the payment type in words, and the cart count at every width',
  { timeout: 120_000 },
  async ({ page }) => {
    const password = 'buyer-pass-1';
    const email = await registerMember('buyer', '買家小明', password);
    const { accessToken } = await apiLoginWith(email, password);
    const { hits, others } = await demoPhotos();
    const [bought, pending, inCart] = [hits[0]!, others[0]!, others[1]!];

    // One photo bought and paid, one in an order left unpaid, one in the cart.
    await post('Shop/CreateList', { photoIds: [bought] }, accessToken);
    const paid = await post<{ orderId: number }>('Order/Checkout', { choosePayment: 'Credit' }, accessToken);
    await post('Shop/CreateList', { photoIds: [pending] }, accessToken);
    const unpaid = await post<{ orderId: number }>('Order/Checkout', { choosePayment: 'Credit' }, accessToken);
    await post('Shop/CreateList', { photoIds: [inCart] }, accessToken);

    await logInThroughForm(page, email, password);
    await page.goto(`/checkout/ECPay?orderId=${paid.orderId}`);
    await payInSimulator(page, paid.orderId);
    // What ECPay reports (Credit_CreditCard) in words.
    const paymentType = page.locator('.ant-descriptions-item', { hasText: '付款類型' });
    await expect.poll(() => paymentType.textContent()).toBe('付款類型信用卡');

    // The bib's results: the bought photo says so on its tile.
    await page.goto(`/albumsearch/${inject('demoActivityId')}?code=${inject('demoBib')}`);
    const boughtTile = page.locator(`.photo-tile[data-photo-id="${bought}"]`);
    await boughtTile.locator('.buy-state[data-state="bought"]').getByText('已購買').waitFor();
    await screenshot(page, 'buy-states-bib-results');

    await page.goto(`/albumphotodetail/${bought}`);
    await page.getByText('已購買', { exact: true }).waitFor();
    await page.getByRole('button', { name: /下載原圖/ }).waitFor();
    expect(await page.getByRole('button', { name: /加入購物車/ }).count()).toBe(0);

    await page.goto(`/albumphotodetail/${pending}`);
    await page.getByText('待付款', { exact: true }).waitFor();
    const pay = page.getByRole('link', { name: '前往付款' });
    expect(await pay.getAttribute('href')).toBe(`/checkout/ECPay?orderId=${unpaid.orderId}`);
    await screenshotBothLanguages(page, 'buy-state-pending', 'Payment due', '待付款');

    await page.goto(`/albumphotodetail/${inCart}`);
    await page.getByText('已在購物車', { exact: true }).waitFor();

    // The header counts the cart at both widths.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const cart = page.getByRole('banner').getByRole('link', { name: '購物車（1 張照片）' });
      await cart.waitFor();
      expect(await cart.locator('.cart-count').textContent()).toBe('1');
    }

    // The cart on a phone: nothing floats over 結帳.
    await page.getByRole('banner').getByRole('link', { name: '購物車（1 張照片）' }).click();
    await expect.poll(() => pathOf(page)).toBe('/checkout');
    const checkOut = page.getByRole('button', { name: /^結\s?帳$/ });
    await checkOut.waitFor();
    await checkOut.scrollIntoViewIfNeeded();
    expect(await floatingButtonCovers(page, checkOut)).toBe(false);
    await screenshot(page, 'cart-phone');
  },
);
