import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/lib/envelope.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createActivity, createPhotographer } from '../helpers/catalogue-factories.ts';
import { SIMULATOR_CHECKOUT_PATH } from '../../src/payments/ecpay.ts';

// Numbers past what an int4 column holds, NUL characters (PostgreSQL text refuses them) and names
// made of spaces are refused by validation with a message, before anything reaches the database.

let t: TestApp;
let member: { id: number; headers: Record<string, string> };
let photographer: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  // A route written with no bounds at all, as a new endpoint might be.
  const routes = (app: FastifyInstance) =>
    app.post(
      '/api/test/unbounded',
      {
        schema: {
          querystring: Type.Object({ page: Type.Optional(Type.Integer()) }),
          body: Type.Object({ count: Type.Integer(), note: Type.String(), tags: Type.Array(Type.String()) }),
        },
      },
      async () => ok(null),
    );
  t = await createTestApp({ routes });
  const user = await createUser(t.db, { displayName: 'Before' });
  member = { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
  const shooter = await createPhotographer(t.db);
  photographer = { id: shooter.id, headers: bearer(await loginToken(t.app, shooter.email, shooter.password)) };
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const NUL = '\u0000';

function expectRefused(response: { statusCode: number; json(): { error: { code: string; message: string } } }) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('ValidationFailed');
  return response.json().error.message;
}

describe('numbers past a database integer', () => {
  it('a photo id of 2 147 483 648, in both languages', async () => {
    const url = api('PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=2147483648');
    expect(expectRefused(await t.app.inject({ url }))).toBe('輸入資料有誤：id 不可大於 2147483647');
    expect(expectRefused(await t.app.inject({ url, headers: culture('en') }))).toBe(
      'Invalid input: id must be at most 2147483647',
    );
  });

  it('1e20 in a list of photo ids, nothing put in the cart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('Shop/CreateList'),
      // Raw JSON: 1e20 exactly as a client may send it.
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"photoIds":[1e20]}',
    });
    expect(expectRefused(response)).toBe('輸入資料有誤：photoIds.0 不可大於 2147483647');
    expect(await t.db.cartItem.count()).toBe(0);
  });

  it('a paging offset past a database integer', async () => {
    const response = await t.app.inject({ url: api('Activity/GetAll?SkipCount=1e20') });
    expect(expectRefused(response)).toBe('輸入資料有誤：SkipCount 不可大於 2147483647');
  });
});

describe('a NUL character in any text', () => {
  it('the home page keyword, in both languages', async () => {
    const search = (headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: api('Activity/GetIndex'),
        headers,
        payload: { SkipCount: 0, MaxResultCount: 10, keyword: `台北${NUL}` },
      });
    expect(expectRefused(await search())).toBe('輸入資料有誤：keyword 不可包含空字元（NUL）');
    expect(expectRefused(await search(culture('en')))).toBe(
      'Invalid input: keyword must not contain the NUL character',
    );
  });

  it('the member’s display name, nothing written', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('MemEmber/Update'),
      headers: member.headers,
      payload: { displayName: `小明${NUL}` },
    });
    expect(expectRefused(response)).toBe('輸入資料有誤：displayName 不可包含空字元（NUL）');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: member.id } })).displayName).toBe('Before');
  });

  it('the contact form, nothing written', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('MemEmber/AddTableFrom'),
      payload: { name: '小明', email: 'runner@example.com', subject: '照片', message: `請問${NUL}` },
    });
    expect(expectRefused(response)).toBe('輸入資料有誤：message 不可包含空字元（NUL）');
    expect(await t.db.inquiry.count()).toBe(0);
  });

  it('an album name, nothing written', async () => {
    const activity = await createActivity(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/Create'),
      headers: photographer.headers,
      payload: { activityId: activity.id, name: `終點${NUL}` },
    });
    expect(expectRefused(response)).toBe('輸入資料有誤：name 不可包含空字元（NUL）');
    expect(await t.db.album.count()).toBe(0);
  });

  it('posted forms: ECPay’s notice, nothing recorded, and the payment simulator', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MerchantTradeNo=T1%00&RtnCode=1&CheckMacValue=X',
      });
    expect((await post(api('Payment/EcpayReturn'))).statusCode).toBe(400);
    expect(await t.db.paymentNotification.count()).toBe(0);
    const simulator = await post(SIMULATOR_CHECKOUT_PATH);
    expect(simulator.statusCode).toBe(400);
    expect(simulator.json().error.message).toBe('MerchantTradeNo 不可包含空字元（NUL）');
  });

  it('a footer page address in the query string', async () => {
    const response = await t.app.inject({ url: api('Foot/getContent?sgL_RequestUrl=about%00') });
    expect(expectRefused(response)).toBe('輸入資料有誤：sgL_RequestUrl 不可包含空字元（NUL）');
  });
});

describe('names are trimmed and need more than spaces', () => {
  it('a display name of spaces is refused, in both languages', async () => {
    const update = (headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: api('MemEmber/Update'),
        headers: { ...member.headers, ...headers },
        payload: { displayName: '   ' },
      });
    expect(expectRefused(await update())).toBe('輸入資料有誤：displayName 不可只有空白');
    expect(expectRefused(await update(culture('en')))).toBe('Invalid input: displayName must not be blank');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: member.id } })).displayName).toBe('Before');
  });

  it('at registration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('Account/Register'),
      payload: { email: 'new@example.com', code: '123456', displayName: ' \t ', password: 'secret123' },
    });
    expect(expectRefused(response)).toBe('輸入資料有誤：displayName 不可只有空白');
  });

  it('an album name of spaces is refused; a padded one is stored trimmed', async () => {
    const activity = await createActivity(t.db);
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/Create'),
        headers: photographer.headers,
        payload: { activityId: activity.id, name },
      });
    expect(expectRefused(await create('  '))).toBe('輸入資料有誤：name 不可只有空白');
    expect(await t.db.album.count()).toBe(0);

    const created = await create('  終點區  ');
    expect(created.statusCode, created.body).toBe(200);
    expect((await t.db.album.findFirstOrThrow()).name).toBe('終點區');
  });

  it('the contact form’s name and subject', async () => {
    const send = (fields: object) =>
      t.app.inject({
        method: 'POST',
        url: api('MemEmber/AddTableFrom'),
        payload: { name: '小明', email: 'runner@example.com', subject: '照片', message: '請問', ...fields },
      });
    expect(expectRefused(await send({ name: '  ' }))).toBe('輸入資料有誤：name 不可只有空白');
    expect(expectRefused(await send({ subject: '\n' }))).toBe('輸入資料有誤：subject 不可只有空白');
    const sent = await send({ name: ' 小明 ', subject: ' 照片 ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await t.db.inquiry.findFirstOrThrow()).toMatchObject({ name: '小明', subject: '照片' });
  });
});

describe('a route that states no bounds gets the database’s', () => {
  const send = (body: object, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/test/unbounded${query}`, headers: culture('en'), payload: body });
  const valid = { count: 1, note: 'ok', tags: [] };

  it('is refused past them, in its body and its query string', async () => {
    expect((await send(valid)).statusCode).toBe(200);
    expect(expectRefused(await send({ ...valid, count: 2_147_483_648 }))).toBe(
      'Invalid input: count must be at most 2147483647',
    );
    expect(expectRefused(await send({ ...valid, count: -2_147_483_649 }))).toBe(
      'Invalid input: count must be at least -2147483648',
    );
    expect(expectRefused(await send(valid, '?page=1e20'))).toBe('Invalid input: page must be at most 2147483647');
    expect(expectRefused(await send({ ...valid, note: 'x'.repeat(1001) }))).toBe(
      'Invalid input: note allows at most 1000 characters',
    );
    expect(expectRefused(await send({ ...valid, tags: ['a', `b${NUL}`] }))).toBe(
      'Invalid input: tags.1 must not contain the NUL character',
    );
    expect((await send({ ...valid, tags: Array.from({ length: 1001 }, String) })).statusCode).toBe(400);
  });

  it('and the OpenAPI document shows them', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/test/unbounded'].post;
    expect(operation.parameters[0].schema).toEqual({ type: 'integer', minimum: -2147483648, maximum: 2147483647 });
    const body = operation.requestBody.content['application/json'].schema.properties;
    expect(body.note).toEqual({ type: 'string', maxLength: 1000, 'x-no-nul': true });
    expect(body.tags).toMatchObject({ maxItems: 1000, items: { maxLength: 1000, 'x-no-nul': true } });
  });
});

describe('a nullable field of the wrong type', () => {
  it('names every type it takes, once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('Activity/GetIndex'),
      headers: culture('en'),
      payload: { SkipCount: 0, MaxResultCount: 10, keyword: 5 },
    });
    expect(expectRefused(response)).toBe('Invalid input: keyword must be of type text or null');
  });
});
