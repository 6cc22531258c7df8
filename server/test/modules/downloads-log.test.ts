import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientNetwork } from '../../src/modules/downloads/download-log.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createOrder, createReadyPhoto } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every original handed to a buyer is logged on its order, once, with the buyer's network only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = { remoteAddress: '203.0.113.77', headers: { 'user-agent': `Browser/1.0 ${'x'.repeat(300)}` } };

async function paidPurchase(app: TestApp = t) {
  const photos = [await createReadyPhoto(app), await createReadyPhoto(app)];
  const buyer = await signIn(app);
  const order = await createOrder(app.db, { userId: buyer.user.id, photos, status: 'paid' });
  return { buyer, photos, order };
}

/** Follows a Download/Get*Url link the way a browser does: no bearer header, the token in the query. */
async function follow(app: TestApp, linkPath: string, headers: Record<string, string>) {
  const link = await app.app.inject({ method: 'GET', url: api(linkPath), headers });
  expect(link.statusCode).toBe(200);
  const url = new URL(link.json().result.url, 'http://localhost');
  return app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, ...client });
}

const logOf = (orderId: number) => t.db.downloadLog.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

describe('the download log', () => {
  it("records a buyer's original once, with its item, the buyer, the network and a cut user agent", async () => {
    const { buyer, photos, order } = await paidPurchase();
    const response = await follow(t, `Download/GetOriginalStreamUrl?photoId=${photos[1]!.id}`, buyer.headers);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await logOf(order.id)).toHaveLength(1));
    const [entry] = await logOf(order.id);
    expect(entry).toMatchObject({
      userId: buyer.user.id,
      orderItemId: order.items.find((item) => item.photoId === photos[1]!.id)!.id,
      kind: 'original',
      clientNetwork: '203.0.113.0/24',
    });
    expect(entry!.userAgent).toHaveLength(200);
    expect(entry!.userAgent).toMatch(/^Browser\/1\.0 x+$/);
  });

  it('records an order ZIP once, for the whole order', async () => {
    const { buyer, order } = await paidPurchase();
    const response = await follow(t, `Download/GetOrderZipUrl?orderId=${order.id}`, buyer.headers);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await logOf(order.id)).toHaveLength(1));
    expect((await logOf(order.id))[0]).toMatchObject({ userId: buyer.user.id, orderItemId: null, kind: 'zip' });
  });

  it('records a signed storage link as the download it is', async () => {
    const withS3 = await createTestApp({ env: { S3_ENDPOINT: 'https://s3.example.test' } });
    try {
      const { buyer, photos, order } = await paidPurchase(withS3);
      const response = await withS3.app.inject({
        method: 'GET',
        url: api(`Download/GetOriginalUrl?photoId=${photos[0]!.id}`),
        headers: buyer.headers,
      });
      expect(response.json().result.url).toContain('X-Amz-Signature=');
      await vi.waitFor(async () => expect(await withS3.db.downloadLog.count({ where: { orderId: order.id } })).toBe(1));
      expect(await withS3.db.downloadLog.findFirst({ where: { orderId: order.id } })).toMatchObject({
        kind: 'original',
        orderItemId: order.items[0]!.id,
      });
    } finally {
      await withS3.close();
    }
  });

  it('records nothing for a refused download, a link not followed, or an admin looking', async () => {
    const { buyer, photos, order } = await paidPurchase();
    const stranger = await signIn(t);
    const admin = await signIn(t, { isAdmin: true });
    // The buyer's first item is refunded: its original is no longer theirs.
    await t.db.orderItem.update({ where: { id: order.items[0]!.id }, data: { refundedAt: new Date() } });
    const attempts = [
      { url: `Download/Original?photoId=${photos[0]!.id}`, headers: buyer.headers, status: 403 },
      { url: `Download/Original?photoId=${photos[1]!.id}`, headers: stranger.headers, status: 403 },
      { url: `Download/GetOriginalUrl?photoId=${photos[1]!.id}`, headers: stranger.headers, status: 403 },
      { url: `Download/OrderZip?orderId=${order.id}`, headers: stranger.headers, status: 403 },
      { url: `Download/OrderZip?orderId=${order.id}`, headers: {}, status: 401 },
      // An admin's look at an original is no purchase's download.
      { url: `Download/Original?photoId=${photos[0]!.id}`, headers: admin.headers, status: 200 },
      // A link handed out is not yet a download: following it is.
      { url: `Download/GetOriginalStreamUrl?photoId=${photos[1]!.id}`, headers: buyer.headers, status: 200 },
      { url: `Download/GetOrderZipUrl?orderId=${order.id}`, headers: buyer.headers, status: 200 },
    ];
    for (const { url, headers, status } of attempts) {
      const response = await t.app.inject({ method: 'GET', url: api(url), headers });
      expect(response.statusCode, url).toBe(status);
    }
    const refundedOrder = await createOrder(t.db, { userId: buyer.user.id, photos: [photos[1]!], status: 'refunded' });
    const zip = await t.app.inject({
      method: 'GET',
      url: api(`Download/OrderZip?orderId=${refundedOrder.id}`),
      headers: buyer.headers,
    });
    expect(zip.statusCode).toBe(403);
    expect(await t.db.downloadLog.count({ where: { orderId: { in: [order.id, refundedOrder.id] } } })).toBe(0);
  });
});

describe('the client network kept', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:0DB8:0:1::', '2001:db8::/48'],
    ['2001:db8:0:0:0:0:0:7', '2001:db8::/48'],
    ['0:0:abcd::7', '0:0:abcd::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['::1', '::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['not an address', 'unknown'],
  ])('of %s is %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});
