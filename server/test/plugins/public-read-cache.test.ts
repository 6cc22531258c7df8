import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicReadCache } from '../../src/plugins/app/public-read-cache.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_READ_CACHE_SECONDS: '1' } });
  const user = await createUser(t.db);
  member = bearer(await loginToken(t.app, user.email, user.password));
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const configUrl = (id: number) => api(`Activity/GetConfigByActivityId?activityId=${id}`);
const titleOf = (body: string) => (JSON.parse(body) as { result: { sgL_Title: string } }).result.sgL_Title;
const afterTheTtl = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the short cache of public reads', () => {
  it('answers a guest from the cache until the TTL has passed, then shows the change', async () => {
    const activity = await createActivity(t.db, { title: '原來的名稱' });
    // Asked for twice: the second answer is kept.
    for (let ask = 0; ask < 2; ask++)
      expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('原來的名稱');
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '改過的名稱' } });

    const cached = await t.app.inject({ url: configUrl(activity.id) });
    expect(cached.statusCode).toBe(200);
    expect(titleOf(cached.body)).toBe('原來的名稱');
    expect(cached.headers['content-type']).toMatch(/^application\/json/);
    expect(cached.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    // The language is part of the key: an English reader is not given the Chinese answer.
    const english = await t.app.inject({
      url: configUrl(activity.id),
      headers: { '.aspnetcore.culture': 'c=en|uic=en' },
    });
    expect(titleOf(english.body)).toBe('改過的名稱');

    await afterTheTtl();
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('改過的名稱');
  });

  it('keeps the home list (a POST) per body', async () => {
    const keyword = `快取${Date.now()}`;
    const activity = await createActivity(t.db, { title: `${keyword} 路跑`, photoCount: 3 });
    const list = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: api('Activity/GetIndex'),
        payload: { SkipCount: 0, MaxResultCount: 12, ...body },
      });
    const counts = (body: string) =>
      (JSON.parse(body) as { result: { items: { photoCount: number }[] } }).result.items.map((a) => a.photoCount);
    for (let ask = 0; ask < 2; ask++) expect(counts((await list({ keyword })).body)).toEqual([3]);
    await t.db.activity.update({ where: { id: activity.id }, data: { photoCount: 4 } });

    expect(counts((await list({ keyword })).body)).toEqual([3]);
    expect(counts((await list({ keyword, MaxResultCount: 11 })).body)).toEqual([4]);
  });

  it("never answers a member from the cache, nor keeps a member's answer for guests", async () => {
    const activity = await createActivity(t.db, { title: '會員看到的' });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id), headers: member })).body)).toBe('會員看到的');
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '訪客看到的' } });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('訪客看到的');

    await t.db.activity.update({ where: { id: activity.id }, data: { title: '會員看到新的' } });
    const signedIn = await t.app.inject({ url: configUrl(activity.id), headers: member });
    expect(titleOf(signedIn.body)).toBe('會員看到新的');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it("never keeps a member's answer on a route not marked the same for everyone, however often asked", async () => {
    const activity = await createActivity(t.db, { title: '會員問了兩次' });
    for (let ask = 0; ask < 2; ask++)
      expect(titleOf((await t.app.inject({ url: configUrl(activity.id), headers: member })).body)).toBe('會員問了兩次');
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '會員問第三次' } });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id), headers: member })).body)).toBe('會員問第三次');
  });

  it('keeps an answer only when it is asked for a second time within the TTL', async () => {
    const activity = await createActivity(t.db, { title: '第一次' });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('第一次');
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '第二次' } });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('第二次');
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '第三次' } });
    expect(titleOf((await t.app.inject({ url: configUrl(activity.id) })).body)).toBe('第二次');
  });

  it('never keeps a refusal', async () => {
    const activity = await createActivity(t.db, { isVisible: false });
    for (let ask = 0; ask < 2; ask++)
      expect((await t.app.inject({ url: configUrl(activity.id) })).statusCode).toBe(404);
    await t.db.activity.update({ where: { id: activity.id }, data: { isVisible: true } });
    expect((await t.app.inject({ url: configUrl(activity.id) })).statusCode).toBe(200);
  });
});

describe('the cache bounds', () => {
  it('drops the oldest answers beyond its entries or bytes, and expired ones on reading', () => {
    let now = 0;
    const cache = new PublicReadCache(1000, { entries: 2, bytes: 40, askedOnce: 2 }, () => now);
    cache.set('a', 'aaaa', 'application/json');
    cache.set('b', 'bbbb', 'application/json');
    cache.set('c', 'cccc', 'application/json');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('bbbb');

    cache.set('d', 'd'.repeat(17), 'application/json'); // 34 bytes: b and c must go
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, undefined]);
    expect(cache.get('d')?.body).toBe('d'.repeat(17));
    cache.set('e', 'e'.repeat(21), 'application/json'); // larger than the whole cache: not kept
    expect(cache.get('e')).toBeUndefined();

    now = 1000;
    expect(cache.get('d')).toBeUndefined();
  });

  it('remembers a bounded number of requests asked for once, each for the TTL', () => {
    let now = 0;
    const cache = new PublicReadCache(1000, { entries: 2, bytes: 40, askedOnce: 2 }, () => now);
    expect(['x', 'y', 'z'].map((key) => cache.wanted(key))).toEqual([false, false, false]);
    expect(cache.wanted('x')).toBe(false); // forgotten to make room for z: noted again
    expect(cache.wanted('z')).toBe(true);
    now = 1000;
    expect(cache.wanted('x')).toBe(false); // noted at 0: no longer counts
  });
});
