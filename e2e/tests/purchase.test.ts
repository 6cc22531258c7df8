import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { Download } from 'playwright-core';
import { inject } from 'vitest';
import { api, call, post } from '../support/api.ts';
import { checkOut, payInSimulator } from '../support/checkout.ts';
import { apiLogin, loginAs } from '../support/session.ts';
import { expect, pathOf, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// Buying photos (issue #6): a member puts two photos in the cart — one from its photo page, one
// from the favourites — checks out, pays in the local ECPay simulator, comes back to the paid
// order, and downloads one original and the whole order as a ZIP, byte for byte the uploads.

/**
 * Earlier journeys may have left the demo member a cart and favourites: this one starts with an
 * empty cart and without the two photos among the favourites.
 */
async function startClean(token: string, photoIds: number[]) {
  const cart = await call<{ items: { groups: { items: { cartItemId: number }[] }[] }[] }>(
    'GET',
    'Shop/getShopCartList',
    undefined,
    token,
  );
  const cartItemIds = cart.items.flatMap((a) => a.groups.flatMap((g) => g.items.map((i) => i.cartItemId)));
  for (const id of cartItemIds) await call('GET', `Shop/Delete?id=${id}`, undefined, token);
  for (const photoId of photoIds) await post('Favorite/Remove', { photoId }, token);
}

/**
 * Published photos of the demo activity, from the album of the demo bib but not among the bib's
 * own hits: the journeys that search the bib and put its photos in the cart never meet these.
 * The first two are bought; the third is left unpaid.
 */
async function demoPhotos(): Promise<{ id: number; price: number }[]> {
  const search = await post<{ items: { coId: number; photos: { id: number }[] }[] }>(
    'PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    { activityId: inject('demoActivityId'), code: inject('demoBib') },
  );
  const hits = new Set(search.items.flatMap((album) => album.photos.map((photo) => photo.id)));
  const album = await post<{ items: { id: number; price: number }[] }>(
    'PhotoGalleryConfigAppSerivce/GetPhotoGalleryList',
    { coId: search.items[0]!.coId, MaxResultCount: 100 },
  );
  const photos = album.items.filter((photo) => !hits.has(photo.id)).slice(0, 3);
  expect(photos).toHaveLength(3);
  return photos;
}

/** The uploaded original as stored, fetched by an admin (who may download any original). */
async function originalBytes(photoId: number): Promise<Buffer> {
  const { accessToken } = await apiLogin('admin');
  const answer = await fetch(api(`Download/Original?photoId=${photoId}`), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The entries of a ZIP (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

test(
  'a member buys two photos through ECPay and downloads the originals and the order ZIP',
  { timeout: 180_000 },
  async ({ page }) => {
    const [first, second] = await demoPhotos();
    await startClean((await apiLogin('member')).accessToken, [first!.id, second!.id]);
    await loginAs(page, 'member');

    // One photo straight from its photo page.
    await page.goto(`/albumphotodetail/${first!.id}`);
    await page.getByRole('button', { name: '加入購物車' }).click();
    await page.getByText('已加入購物車').first().waitFor();

    // The other one kept as a favourite first, then bought from the favourites.
    await page.goto(`/albumphotodetail/${second!.id}`);
    await page.getByRole('button', { name: /(^|\s)收藏$/ }).click();
    await page.getByRole('button', { name: /(^|\s)已收藏$/ }).waitFor();
    await page.goto('/favorite');
    await page.getByRole('heading', { name: '我的收藏', level: 1 }).waitFor();
    await page.getByTestId('favorite-photo').first().waitFor();
    await screenshot(page, 'favorites');
    await page.getByRole('button', { name: `將照片 ${second!.id} 加入購物車` }).click();
    await page.getByText('已加入購物車').first().waitFor();

    // The cart: both photos, one activity, the total in whole NT$.
    const total = first!.price + second!.price;
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '購物車', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(2);
    expect(await page.getByTestId('cart-total').textContent()).toBe(`NT$ ${total.toLocaleString('en-US')}`);
    await screenshotBothLanguages(page, 'cart', 'Check out', '結帳');

    await page.getByRole('radio', { name: '信用卡' }).check();
    const orderId = await checkOut(page);

    // Payment details, then off to ECPay (here the local simulator) with the signed form.
    await page.getByText('付款明細').waitFor();
    expect(await page.getByTestId('payment-total').textContent()).toBe(`NT$ ${total.toLocaleString('en-US')}`);
    await page.getByText(/^請於 \d\d:\d\d 內完成付款$/).waitFor();
    expect(await page.getByTestId('order-item').count()).toBe(2);
    // The signed form is there: its button is what the screenshots must show.
    await page.getByRole('button', { name: '前往付款' }).waitFor();
    await screenshotBothLanguages(page, 'payment', 'Go to payment', '前往付款');

    // ECPay's browser post brings the member back to the order, paid by its server-to-server callback.
    await payInSimulator(page, orderId, total);
    await page.getByText('已付款', { exact: true }).first().waitFor();
    await screenshotBothLanguages(
      page,
      'order-details',
      'Paid. Thank you for your purchase!',
      '付款完成，感謝您的購買！',
    );

    // One original: the browser saves exactly the uploaded file.
    const [original] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `下載照片 ${first!.id} 的原圖` }).click(),
    ]);
    const firstOriginal = await originalBytes(first!.id);
    expect((await downloadedBytes(original)).equals(firstOriginal)).toBe(true);

    // The whole order as one ZIP: two entries, the two originals.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下載整筆訂單（ZIP）$/ }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^order-\w{20}\.zip$/);
    const entries = unzip(await downloadedBytes(zip));
    expect(entries.size).toBe(2);
    const secondOriginal = await originalBytes(second!.id);
    const contents = [...entries.values()];
    expect(contents.some((bytes) => bytes.equals(firstOriginal))).toBe(true);
    expect(contents.some((bytes) => bytes.equals(secondOriginal))).toBe(true);

    // The purchase is in the records and the photos in My photos.
    await page.goto('/consumerrecords');
    await page.getByRole('heading', { name: '消費紀錄', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: '已付款' }).first().waitFor();
    await screenshot(page, 'consumer-records');

    await page.goto('/myphoto');
    await page.getByRole('heading', { name: '我的照片', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('my-photo').count()).toBe(2);
    await screenshotBothLanguages(page, 'my-photos', 'Download original', '下載原圖');
    const [fromMyPhotos] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `下載照片 ${second!.id} 的原圖` }).click(),
    ]);
    expect((await downloadedBytes(fromMyPhotos)).equals(secondOriginal)).toBe(true);
  },
);

test('a member sees a favourite event on the favourites page and removes it', async ({ page }) => {
  // The catalogue has no event heart yet: the favourite is made through the API the page reads.
  const { accessToken } = await apiLogin('member');
  await post('Favorite/Add', { activityId: inject('demoActivityId') }, accessToken);
  await loginAs(page, 'member');

  await page.goto('/favorite?tab=activities');
  const card = page.getByTestId('favorite-activity');
  await card.getByRole('link', { name: '2026 臺北城市馬拉松' }).first().waitFor();
  await screenshot(page, 'favorites-activities');

  await card.getByRole('button', { name: /取消收藏/ }).click();
  await page.getByText('還沒有收藏的活動。').waitFor();
  expect(await page.getByRole('link', { name: '瀏覽賽事相簿' }).getAttribute('href')).toBe('/eventlist');
});

test('a member who leaves ECPay pays again from the order page; a failed payment leaves the order failed', async ({
  page,
}) => {
  const unpaid = (await demoPhotos())[2]!;
  const { accessToken } = await apiLogin('member');
  await startClean(accessToken, [unpaid.id]);
  await post('Shop/CreateList', { photoIds: [unpaid.id] }, accessToken);
  await loginAs(page, 'member');

  await page.goto('/checkout');
  const orderId = await checkOut(page);
  await page.getByRole('button', { name: '前往付款' }).click();

  // Leaving ECPay without paying: back on the order, still payable, with its countdown.
  await page.getByRole('button', { name: '取消 Cancel' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/orderdetails/${orderId}`);
  await page.getByText(/^等待付款：請於 \d\d:\d\d 內完成付款$/).waitFor();
  await screenshot(page, 'order-pending');

  await page.getByRole('link', { name: '重新付款' }).click();
  await expect.poll(() => pathOf(page)).toBe('/checkout/ECPay');
  await page.getByRole('button', { name: '前往付款' }).click();
  await page.getByRole('button', { name: '付款失敗 Fail' }).click();

  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe(`/orderdetails/${orderId}`);
  await page.getByText('付款失敗', { exact: true }).first().waitFor();
  await page.getByText('這筆訂單的照片可以重新加入購物車購買。').waitFor();
  expect(await page.getByRole('link', { name: '重新付款' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /下載/ }).count()).toBe(0);

  // The payment page no longer offers to pay it.
  await page.goto(`/checkout/ECPay?orderId=${orderId}`);
  await page.getByText('這筆訂單目前無法付款').waitFor();
});
