import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { callersOf } from '../helpers/admin-access.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOf>>;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => logLines.push(line) } });
  callers = await callersOf(t, PERMISSIONS.Events, PERMISSIONS.EventsEdit);
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

describe('caching of public catalogue reads', () => {
  it('lets shared caches keep a guest answer briefly, per language, and answers 304 to its ETag until it changes', async () => {
    const activity = await createActivity(t.db);
    const url = api(`Activity/GetConfigByActivityId?activityId=${activity.id}`);
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(first.headers.vary).toMatch(/\.aspnetcore\.culture/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await t.db.activity.update({ where: { id: activity.id }, data: { title: '改過的活動名稱' } });
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('改過的活動名稱');
  });

  it('keeps banners and photo details cacheable, but never a refusal', async () => {
    const banners = await t.app.inject({ url: api('Banner/GetAll?typeId=1') });
    expect(banners.headers['cache-control']).toMatch(/^public/);
    const missing = await t.app.inject({ url: api('PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=999999') });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('never lets a signed-in answer, a member page or a back-office page be cached', async () => {
    const activity = await createActivity(t.db);
    const signedIn = await t.app.inject({
      url: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`),
      headers: callers.member,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();

    const profile = await t.app.inject({ url: api('MemEmber/Get'), headers: callers.member });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');

    const admin = await t.app.inject({ url: api('AdminDashboard/GetSummary'), headers: callers.other });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });
});

describe('request logging', () => {
  it('writes one line per request, with method, URL, status and time', async () => {
    logLines.length = 0;
    await t.app.inject({ url: api('Banner/GetAll?typeId=1'), headers: { 'x-request-id': 'one-line-test' } });
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.reqId === 'one-line-test');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/services/app/Banner/GetAll?typeId=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
  });
});
