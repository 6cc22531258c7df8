import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createActivity, createAlbum, createPhotographer } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { getThroughSocket } from '../helpers/host-access.ts';
import { pathOf, signIn } from '../helpers/payments.ts';
import { createOrder, createReadyPhoto } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

async function login(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { ...user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

async function photographerWithLogin(name: string) {
  const user = await createPhotographer(t.db, name);
  return { ...user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        // Stored, not deflated: JPEGs do not compress, and storing costs no CPU.
        if (entry.compressionMethod !== 0) return reject(new Error(`${entry.fileName} is compressed`));
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A paid order of two photos by one photographer, plus its buyer. */
async function paidPurchase(status: 'paid' | 'pending' | 'refunded' | 'cancelled' | 'failed' = 'paid') {
  const owner = await photographerWithLogin('Ann');
  const activity = await createActivity(t.db, { title: '台北馬拉松' });
  const album = await createAlbum(t.db, activity, { photographerId: owner.id });
  const first = await createReadyPhoto(t, album);
  const second = await createReadyPhoto(t, album);
  const buyer = await login();
  const order = await createOrder(t.db, { userId: buyer.id, photos: [first, second], status });
  return { owner, activity, album, photos: [first, second], buyer, order };
}

const streamOriginal = (photoId: number, headers: Record<string, string> = {}, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: api(`Download/Original?photoId=${photoId}${token ? `&token=${token}` : ''}`),
    headers,
  });

describe('downloading one original', () => {
  it('gives the buyer a five-minute link to the server that saves the exact original under its file name', async () => {
    const { buyer, photos } = await paidPurchase();
    const photo = photos[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: api(`Download/GetOriginalUrl?photoId=${photo.id}`),
      headers: buyer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url, expiresInSeconds } = response.json().result;
    expect(expiresInSeconds).toBe(300);
    // The embedded store has no address another machine could open: the server streams the original.
    expect(url).toMatch(
      new RegExp(`^http://photos\\.test/api/services/app/Download/Original\\?photoId=${photo.id}&token=`),
    );
    const download = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(photo.bytes)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${photo.fileName}"; filename*=UTF-8''${photo.fileName}`,
    );
  });

  it('signs a five-minute storage link instead when the originals are in a real S3 store', async () => {
    const withS3 = await createTestApp({ env: { S3_ENDPOINT: 'https://s3.example.test' } });
    try {
      const photo = await createReadyPhoto(withS3);
      const buyer = await signIn(withS3);
      await createOrder(withS3.db, { userId: buyer.user.id, photos: [photo], status: 'paid' });
      const response = await withS3.app.inject({
        method: 'GET',
        url: api(`Download/GetOriginalUrl?photoId=${photo.id}`),
        headers: buyer.headers,
      });
      const { url, expiresInSeconds } = response.json().result;
      expect(expiresInSeconds).toBe(300);
      expect(url).toContain('X-Amz-Signature=');
      expect(url).toContain('X-Amz-Expires=300');
      // The tests' store stands in for S3, behind its socket.
      const download = await getThroughSocket(inject('s3').socketPath!, url);
      expect(download.status).toBe(200);
      expect(download.body.equals(photo.bytes)).toBe(true);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${photo.fileName}"; filename*=UTF-8''${photo.fileName}`,
      );
    } finally {
      await withS3.close();
    }
  });

  it('streams the exact original through the server, with a bearer header or a download token', async () => {
    const { buyer, photos } = await paidPurchase();
    const photo = photos[1]!;
    const withBearer = await streamOriginal(photo.id, buyer.headers);
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.rawPayload.equals(photo.bytes)).toBe(true);
    expect(withBearer.headers['content-type']).toBe('image/jpeg');
    expect(withBearer.headers['content-disposition']).toContain(`filename="${photo.fileName}"`);
    expect(withBearer.headers['cache-control']).toBe('private, no-store');

    const link = await t.app.inject({
      method: 'GET',
      url: api(`Download/GetOriginalStreamUrl?photoId=${photo.id}`),
      headers: buyer.headers,
    });
    const { url } = link.json().result;
    const withToken = await t.app.inject({ method: 'GET', url });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.rawPayload.equals(photo.bytes)).toBe(true);

    // The token names one photo: it opens no other.
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const other = await streamOriginal(photos[0]!.id, {}, token);
    expect(other.statusCode).toBe(401);
  });

  it('is refused to everyone but the buyer of a paid item, the photographer and an admin', async () => {
    const { owner, buyer, photos } = await paidPurchase();
    const photo = photos[0]!;
    const stranger = await login();
    const admin = await login({ isAdmin: true });
    const otherPhotographer = await photographerWithLogin('Bob');
    const pendingBuyer = await login();
    await createOrder(t.db, { userId: pendingBuyer.id, photos: [photo], status: 'pending' });
    const refundedBuyer = await login();
    await createOrder(t.db, { userId: refundedBuyer.id, photos: [photo], status: 'refunded' });
    const failedBuyer = await login();
    await createOrder(t.db, { userId: failedBuyer.id, photos: [photo], status: 'failed' });

    const cases: [string, Record<string, string>, number][] = [
      ['buyer', buyer.headers, 200],
      ['photographer who owns it', owner.headers, 200],
      ['admin', admin.headers, 200],
      ['another member', stranger.headers, 403],
      ['another photographer', otherPhotographer.headers, 403],
      ['buyer of an unpaid order', pendingBuyer.headers, 403],
      ['buyer of a refunded order', refundedBuyer.headers, 403],
      ['buyer of a failed order', failedBuyer.headers, 403],
      ['guest', {}, 401],
    ];
    for (const [who, headers, status] of cases) {
      const stream = await streamOriginal(photo.id, headers);
      expect(stream.statusCode, who).toBe(status);
      const link = await t.app.inject({
        method: 'GET',
        url: api(`Download/GetOriginalUrl?photoId=${photo.id}`),
        headers,
      });
      expect(link.statusCode, who).toBe(status);
      if (status === 200) expect(stream.rawPayload.equals(photo.bytes), who).toBe(true);
      else expect(stream.body, who).not.toContain('originals/');
    }
    const refused = await streamOriginal(photo.id, { ...stranger.headers, ...culture('en') });
    expect(refused.json().error.message).toBe('You may not download this original; buy the photo first');
  });

  it('refuses a forged, foreign or access token in the query', async () => {
    const { buyer, photos } = await paidPurchase();
    const photoId = photos[0]!.id;
    const accessToken = buyer.headers.authorization!.replace('Bearer ', '');
    const forged = t.app.jwt.sign({ purpose: 'download', uid: buyer.id, photoId } as never);
    for (const token of [accessToken, forged, 'not-a-token']) {
      const response = await streamOriginal(photoId, culture('en'), token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        'This download link is invalid or has expired; please start the download again',
      );
    }
  });

  it('refuses a download link after its five minutes', async () => {
    const { buyer, photos } = await paidPurchase();
    const link = await t.app.inject({
      method: 'GET',
      url: api(`Download/GetOriginalStreamUrl?photoId=${photos[0]!.id}`),
      headers: buyer.headers,
    });
    const { url } = link.json().result;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 299_000);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2_000);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('downloading a whole order', () => {
  it('streams a ZIP of the paid order with unique entry names and the exact bytes', async () => {
    const { buyer, album, photos, order } = await paidPurchase();
    // A third photo with the same file name as the first must not overwrite it in the archive.
    const twin = await createReadyPhoto(t, album);
    await t.db.photo.update({ where: { id: twin.id }, data: { fileName: photos[0]!.fileName } });
    await t.db.orderItem.create({
      data: {
        orderId: order.id,
        photoId: twin.id,
        activityId: twin.activityId,
        albumId: twin.albumId,
        photographerId: twin.photographerId,
        price: twin.price,
        photographerShare: 135,
        platformFee: 34,
      },
    });

    const link = await t.app.inject({
      method: 'GET',
      url: api(`Download/GetOrderZipUrl?orderId=${order.id}`),
      headers: buyer.headers,
    });
    expect(link.statusCode, link.body).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: link.json().result.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`order-${order.merchantTradeNo}.zip`);
    const entries = await unzip(response.rawPayload);
    const stem = photos[0]!.fileName.replace(/\.jpg$/, '');
    expect([...entries.keys()]).toEqual([
      `台北馬拉松/${photos[0]!.fileName}`,
      `台北馬拉松/${photos[1]!.fileName}`,
      `台北馬拉松/${stem} (2).jpg`,
    ]);
    expect(entries.get(`台北馬拉松/${photos[0]!.fileName}`)!.equals(photos[0]!.bytes)).toBe(true);
    expect(entries.get(`台北馬拉松/${photos[1]!.fileName}`)!.equals(photos[1]!.bytes)).toBe(true);
    expect(entries.get(`台北馬拉松/${stem} (2).jpg`)!.equals(twin.bytes)).toBe(true);

    // The bearer header works as well.
    const direct = await t.app.inject({
      method: 'GET',
      url: api(`Download/OrderZip?orderId=${order.id}`),
      headers: buyer.headers,
    });
    expect((await unzip(direct.rawPayload)).size).toBe(3);
  });

  it('is refused for an unpaid or refunded order, another member, a guest, and a photo token', async () => {
    const stranger = await login();
    const { buyer, order, photos } = await paidPurchase();
    const photoToken = (
      await t.app.inject({
        method: 'GET',
        url: api(`Download/GetOriginalStreamUrl?photoId=${photos[0]!.id}`),
        headers: buyer.headers,
      })
    ).json().result.url;
    const token = new URL(photoToken, 'http://x').searchParams.get('token');
    const zip = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: api(`Download/OrderZip?orderId=${order.id}${query}`), headers });
    expect((await zip(stranger.headers)).statusCode).toBe(403);
    expect((await zip({})).statusCode).toBe(401);
    expect((await zip({}, `&token=${token}`)).statusCode).toBe(401);
    const admin = await login({ isAdmin: true });
    expect((await zip(admin.headers)).statusCode).toBe(200);

    for (const status of ['pending', 'refunded'] as const) {
      const unpaid = await paidPurchase(status);
      const response = await t.app.inject({
        method: 'GET',
        url: api(`Download/GetOrderZipUrl?orderId=${unpaid.order.id}`),
        headers: { ...unpaid.buyer.headers, ...culture('en') },
      });
      expect(response.statusCode, status).toBe(403);
      expect(response.json().error.message).toBe(
        'This order is not paid (or was refunded), so it cannot be downloaded',
      );
    }
  });
});

describe('a download the client abandons', () => {
  it('stops reading originals from storage and releases the one in progress', async () => {
    const owner = await createPhotographer(t.db);
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
    const photos = [];
    for (let i = 0; i < 4; i += 1)
      photos.push(await createReadyPhoto(t, album, { bytes: Buffer.alloc(4 * 1024 * 1024, i) }));
    const buyer = await login();
    const order = await createOrder(t.db, { userId: buyer.id, photos, status: 'paid' });

    const opened: Readable[] = [];
    const get = t.storage.get;
    t.storage.get = async (kind, key) => {
      const object = await get(kind, key);
      if (object) opened.push(object.body);
      return object;
    };
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest(
          { port, host: '127.0.0.1', path: api(`Download/OrderZip?orderId=${order.id}`), headers: buyer.headers },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        request.end();
      });
      await expect.poll(() => opened.length > 0 && opened.every((body) => body.destroyed)).toBe(true);
      // Originals are fetched one at a time, as the archive needs them: the rest were never opened.
      expect(opened.length).toBeLessThan(photos.length);
    } finally {
      t.storage.get = get;
    }
  });
});

describe('my purchased photos', () => {
  it('lists the photos of paid orders, latest payment first, with the price paid and no original key', async () => {
    const buyer = await login();
    const album = await createAlbum(t.db, await createActivity(t.db, { title: '山徑賽', titleEn: 'Trail race' }));
    const [older, newer, unpaid] = await Promise.all([1, 2, 3].map(() => createReadyPhoto(t, album)));
    const first = await createOrder(t.db, {
      userId: buyer.id,
      photos: [older!],
      status: 'paid',
      createdAt: new Date('2025-03-17T01:00:00Z'),
    });
    const second = await createOrder(t.db, {
      userId: buyer.id,
      photos: [newer!],
      status: 'paid',
      createdAt: new Date('2025-03-18T01:00:00Z'),
    });
    await createOrder(t.db, { userId: buyer.id, photos: [unpaid!], status: 'pending' });
    await t.db.photo.update({ where: { id: older!.id }, data: { price: 299 } });

    const response = await t.app.inject({
      method: 'GET',
      url: api('MyPhoto/GetAll'),
      headers: { ...buyer.headers, ...culture('en') },
    });
    const result = response.json().result;
    expect(result.totalCount).toBe(2);
    expect(result.items.map((i: { photoId: number; orderId: number }) => [i.photoId, i.orderId])).toEqual([
      [newer!.id, second.id],
      [older!.id, first.id],
    ]);
    expect(result.items[1]).toMatchObject({
      price: 169,
      activityTitle: 'Trail race',
      fileName: older!.fileName,
      downloadable: true,
      paidAt: '2025-03-17T01:00:00.000Z',
    });
    const details = await t.app.inject({
      method: 'GET',
      url: api(`PhotoGalleryConfigAppSerivce/getDownDtl?orderId=${first.id}`),
      headers: buyer.headers,
    });
    expect(details.json().result).toMatchObject({ orderId: first.id, status: 'paid', downloadable: true });
    for (const body of [response.body, details.body]) {
      for (const photo of [older!, newer!, unpaid!]) expect(body).not.toContain(photo.originalKey);
      expect(body).not.toContain('originals/');
    }

    const stranger = await login();
    const foreign = await t.app.inject({
      method: 'GET',
      url: api(`PhotoGalleryConfigAppSerivce/getDownDtl?orderId=${first.id}`),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
