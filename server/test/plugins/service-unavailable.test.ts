import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/infra/database.ts';
import { freePort } from '../../src/infra/postgres-cluster.ts';
import { createStorage } from '../../src/infra/storage.ts';
import { api, photosPriced, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { culture } from '../helpers/factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// While PostgreSQL or the object store cannot be reached, callers are told to come back (503 with Retry-After), not
// that the server broke; ECPay's notice is answered so that ECPay sends it again (decisions/047).

let t: TestApp;
let unreachableError: unknown;

async function nobodyListening() {
  const nowhere = createDatabase(`postgresql://postgres:none@127.0.0.1:${await freePort()}/none`, 1);
  try {
    return await nowhere.user.findFirst().then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    await nowhere.$disconnect();
  }
}

/** An object store nobody answers for: connections are refused. */
async function storeNobodyAnswers() {
  return createStorage({
    endpoint: `http://127.0.0.1:${await freePort()}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    bucketOriginals: 'originals',
    bucketPublic: 'public',
    publicUrl: undefined,
  });
}

function routes(app: FastifyInstance) {
  app.get('/api/test/needs-storage', async () => {
    const store = await storeNobodyAnswers();
    try {
      return await store.get('originals', 'a-photo.jpg');
    } finally {
      store.close();
    }
  });
  app.get('/api/test/needs-database', async () => {
    throw unreachableError;
  });
  app.get('/api/test/broken', async () => {
    throw new Error('a bug');
  });
}

beforeAll(async () => {
  unreachableError = await nobodyListening();
  t = await createTestApp({ routes });
});
afterAll(() => t.close());

describe('a service out of reach', () => {
  it('answers 503 in the envelope with Retry-After, in the caller’s language', async () => {
    const zh = await t.app.inject({ url: '/api/test/needs-database' });
    expect(zh.statusCode).toBe(503);
    expect(Number(zh.headers['retry-after'])).toBeGreaterThan(0);
    expect(zh.json()).toMatchObject({
      success: false,
      result: null,
      error: { code: 'Unavailable', message: expect.stringMatching(/暫時/) },
    });
    const en = await t.app.inject({ url: '/api/test/needs-database', headers: culture('en') });
    expect(en.json().error.message).toMatch(/^The service is briefly unavailable/);
  });

  it('answers the same while the object store is out of reach', async () => {
    const response = await t.app.inject({ url: '/api/test/needs-storage' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('Unavailable');
  });

  it('still answers 500 for any other failure', async () => {
    const response = await t.app.inject({ url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('answers an ECPay notice with 0|… so that ECPay sends it again, and applies it once later', async () => {
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator' } });
    const buyer = await signIn(t);
    const order = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: await photosPriced(t, [199]),
      status: 'pending',
    });
    const notice = returnNotification(t, order);
    const url = api('Payment/EcpayReturn');

    const outage = vi.spyOn(t.db, '$transaction').mockRejectedValue(unreachableError);
    const during = await postForm(t.app, url, notice);
    outage.mockRestore();
    expect(during.statusCode).toBe(503);
    expect(during.body).toBe('0|temporarily unavailable');
    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'pending' });

    expect((await postForm(t.app, url, notice)).body).toBe('1|OK');
    expect((await postForm(t.app, url, notice)).body).toBe('1|OK');
    const outcomes = await t.db.paymentNotification.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(outcomes.map((n) => n.outcome)).toEqual(['paid', 'repeat']);
  });
});
