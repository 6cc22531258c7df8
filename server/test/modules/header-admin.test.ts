import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { culture } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, { isAdmin: true, roles: ['Editor'] })).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers = editor) =>
  t.app.inject({ method, url: api(`AdminHeader/${path}`), headers, ...(payload && { payload }) });

const fields = (extra: object = {}) => ({
  title: ' 賽事 ',
  titleEn: 'Races',
  url: '/eventlist',
  sort: 1,
  isShow: true,
  ...extra,
});
const publicTitles = async () =>
  ((await t.app.inject({ url: api('Header/GetAll') })).json().result.items as { title: string }[]).map((i) => i.title);

describe('AdminHeader', () => {
  it('is for admins with the header permission only', async () => {
    const member = (await signIn(t)).headers;
    const finance = (await signIn(t, { isAdmin: true, roles: ['Finance'] })).headers;
    const calls = [
      ['GET', 'GetAll'],
      ['POST', 'Create', fields()],
      ['PUT', 'Update', { id: 1, ...fields() }],
      ['DELETE', 'Delete?Id=1'],
      ['POST', 'UpdateStore', { items: [{ id: 1, sort: 1 }] }],
    ] as const;
    for (const [method, path, payload] of calls) {
      expect((await call(method, path, payload, {})).statusCode, path).toBe(401);
      expect((await call(method, path, payload, member)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, finance)).statusCode, path).toBe(403);
    }
  });

  it('creates, lists, changes, reorders and deletes links; the site header follows', async () => {
    const races = (await call('POST', 'Create', fields())).json().result;
    expect(races).toMatchObject({ title: '賽事', titleEn: 'Races', url: '/eventlist', isShow: true });
    const shop = (
      await call('POST', 'Create', fields({ title: '商店', titleEn: '', url: 'https://shop.example.com', sort: 2 }))
    ).json().result;
    expect(shop.titleEn).toBeNull();
    expect(await publicTitles()).toEqual(['賽事', '商店']);

    expect((await call('POST', 'UpdateStore', { items: [{ id: shop.id, sort: 0 }] })).statusCode).toBe(200);
    expect(await publicTitles()).toEqual(['商店', '賽事']);
    const hidden = await call('PUT', 'Update', { id: shop.id, ...fields({ title: '商店', isShow: false }) });
    expect(hidden.json().result.isShow).toBe(false);
    expect(await publicTitles()).toEqual(['賽事']);
    expect((await call('GET', 'GetAll')).json().result.totalCount).toBe(2);

    expect((await call('DELETE', `Delete?Id=${shop.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `Delete?Id=${shop.id}`)).statusCode).toBe(404);
    expect((await call('PUT', 'Update', { id: shop.id, ...fields() })).statusCode).toBe(404);
    const partly = await call('POST', 'UpdateStore', {
      items: [
        { id: races.id, sort: 7 },
        { id: shop.id, sort: 1 },
      ],
    });
    expect(partly.statusCode).toBe(404);
    expect((await t.db.headerLink.findUniqueOrThrow({ where: { id: races.id } })).sort).toBe(1);
  });

  it('refuses bad links, blank or long titles and NUL, writing nothing', async () => {
    const before = await t.db.headerLink.count();
    for (const extra of [
      { url: 'javascript:alert(1)' },
      { url: 'eventlist' },
      { url: '//evil.example.com' },
      { url: '/a b' },
      // What a browser opens as //evil.example: a backslash is a slash to it, a tab is dropped.
      { url: '/\\evil.example' },
      { url: '/\t/evil.example' },
      { url: '/%5Cevil.example' },
      { url: '/.//evil.example' },
      { title: '  ' },
      { title: 'x'.repeat(101) },
      { titleEn: 'a\u0000' },
      { sort: -1 },
    ]) {
      const response = await call('POST', 'Create', fields(extra), { ...editor, ...culture('en') });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.message).toMatch(/^Invalid input: /);
    }
    expect(await t.db.headerLink.count()).toBe(before);
  });
});
