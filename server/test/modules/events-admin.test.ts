import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { culture } from '../helpers/factories.ts';
import { multipartFile } from '../helpers/multipart.ts';

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const api = (path: string) => `/api/services/app/${path}`;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, headers: object = t.callers.editor, payload?: object) =>
  t.app.inject({ method, url: api(path), headers: headers as Record<string, string>, payload });

const race = {
  title: ' 臺北馬拉松 ',
  titleEn: 'Taipei Marathon',
  eventDate: '2026-12-20',
  cityId: 102,
  typeId: 401,
  location: '臺北市政府前',
  signUpUrl: 'https://example.com/signup',
  content: '<p>路線<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  contentEn: '<p>Course</p>',
  isRecommended: true,
  isVisible: true,
};

const cover = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
const upload = async (path: string, headers: object) => {
  const file = multipartFile('file', 'cover.jpg', 'image/jpeg', await cover());
  return t.app.inject({
    method: 'POST',
    url: api(path),
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });
};

describe('AdminEvent and AdminActivity access', () => {
  it('lets readers read, only editors write, and nobody else in', async () => {
    const event = await t.db.event.create({ data: { title: '賽', eventDate: new Date('2026-01-01') } });
    const activity = await t.db.activity.create({ data: { title: '活', activityDate: new Date('2026-01-01') } });
    const reads: [Method, string][] = [
      ['GET', 'AdminEvent/GetAll'],
      ['GET', `AdminEvent/Get?id=${event.id}`],
      ['GET', 'AdminActivity/GetAll'],
      ['GET', `AdminActivity/Get?id=${activity.id}`],
      ['GET', `Activity/GetDeleteImpact?id=${activity.id}`],
    ];
    const writes: [Method, string, object?][] = [
      ['POST', 'AdminEvent/Create', race],
      ['PUT', 'AdminEvent/Update', { ...race, id: event.id }],
      ['DELETE', `AdminEvent/Delete?id=${event.id}`],
      ['POST', 'AdminActivity/Create', { title: 'x', activityDate: '2026-01-01', defaultPrice: 169 }],
      ['PUT', 'AdminActivity/Update', { id: activity.id, title: 'x', activityDate: '2026-01-01', defaultPrice: 169 }],
      ['GET', `Activity/DeleteActivity?id=${activity.id}`],
    ];
    for (const [method, path, payload] of [...reads, ...writes]) {
      expect((await call(method, path, t.callers.guest, payload)).statusCode, path).toBe(401);
      expect((await call(method, path, t.callers.member, payload)).statusCode, path).toBe(403);
      expect((await call(method, path, t.callers.other, payload)).statusCode, path).toBe(403);
    }
    for (const [method, path] of reads) expect((await call(method, path, t.callers.reader)).statusCode, path).toBe(200);
    for (const [method, path, payload] of writes) {
      expect((await call(method, path, t.callers.reader, payload)).statusCode, path).toBe(403);
    }
    for (const path of ['AdminEvent/UploadCover', 'AdminActivity/UploadCover']) {
      const id = path.startsWith('AdminEvent') ? event.id : activity.id;
      expect((await upload(`${path}?id=${id}`, t.callers.reader)).statusCode).toBe(403);
    }
    expect(await t.db.event.count({ where: { id: event.id, coverKey: null } })).toBe(1);
    expect(await t.db.activity.count({ where: { id: activity.id, deletingAt: null } })).toBe(1);
  });
});

describe('races', () => {
  it('creates a race with sanitised content in both languages, shown publicly by culture', async () => {
    const created = await call('POST', 'AdminEvent/Create', t.callers.editor, race);
    expect(created.statusCode).toBe(200);
    const event = created.json().result;
    expect(event).toMatchObject({ title: '臺北馬拉松', eventDate: '2026-12-20', cityId: 102, activityCount: 0 });
    expect(event.content).toContain('路線');
    expect(event.content).not.toMatch(/script|onerror/);

    const zh = await t.app.inject({ url: api(`Activity/GetByContent?id=${event.id}`) });
    expect(zh.json().result.content).toBe(event.content);
    const en = await t.app.inject({ url: api(`Activity/GetByContent?id=${event.id}`), headers: culture('en') });
    expect(en.json().result).toMatchObject({ sgL_Title: 'Taipei Marathon', content: '<p>Course</p>' });
  });

  it('refuses bad dates, unknown places, bad sign-up links, NUL and long text, writing nothing', async () => {
    const before = await t.db.event.count();
    const bad = [
      { ...race, eventDate: '2026-02-30' },
      { ...race, eventDate: 'tomorrow' },
      { ...race, cityId: 401 },
      { ...race, cityId: 1 },
      { ...race, cityId: 999999 },
      { ...race, typeId: 102 },
      { ...race, signUpUrl: 'javascript:alert(1)' },
      { ...race, signUpUrl: 'not a url' },
      { ...race, title: 'a\u0000b' },
      { ...race, title: 'x'.repeat(201) },
      { ...race, title: '   ' },
    ];
    for (const payload of bad) {
      expect(
        (await call('POST', 'AdminEvent/Create', t.callers.editor, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(await t.db.event.count()).toBe(before);
    const refused = await call('POST', 'AdminEvent/Create', { ...t.callers.editor, ...culture('en') }, bad[6]);
    expect(refused.json().error.message).toBe('The sign-up link must be an http:// or https:// address');
  });

  it('lists by keyword (台 = 臺), date range and visibility; updates; deletes keeping its activities', async () => {
    const hidden = (
      await call('POST', 'AdminEvent/Create', t.callers.editor, {
        ...race,
        title: '台中鐵人',
        eventDate: '2027-05-01',
        isVisible: false,
      })
    ).json().result;
    const found = (await call('GET', 'AdminEvent/GetAll?keyword=臺中')).json().result;
    expect(found.items.map((e: { id: number }) => e.id)).toEqual([hidden.id]);
    const inMay = (
      await call('GET', 'AdminEvent/GetAll?sgL_ActivityDate=2027-05-01&sgL_ActivityDate=2027-05-31')
    ).json().result;
    expect(inMay.items.map((e: { id: number }) => e.id)).toEqual([hidden.id]);
    const visible = (await call('GET', 'AdminEvent/GetAll?isVisible=true&MaxResultCount=100')).json().result;
    expect(visible.items.map((e: { id: number }) => e.id)).not.toContain(hidden.id);

    const updated = await call('PUT', 'AdminEvent/Update', t.callers.editor, {
      ...race,
      id: hidden.id,
      title: '臺中鐵人三項',
      signUpUrl: '',
    });
    expect(updated.json().result).toMatchObject({ title: '臺中鐵人三項', signUpUrl: null, isVisible: true });

    const linked = await t.db.activity.create({
      data: { title: '活', activityDate: new Date('2027-05-01'), eventId: hidden.id },
    });
    expect((await call('DELETE', `AdminEvent/Delete?id=${hidden.id}`)).statusCode).toBe(200);
    expect(await t.db.event.count({ where: { id: hidden.id } })).toBe(0);
    expect((await t.db.activity.findUniqueOrThrow({ where: { id: linked.id } })).eventId).toBeNull();
    expect((await call('DELETE', `AdminEvent/Delete?id=${hidden.id}`)).statusCode).toBe(404);
  });

  it('stores a resized cover in the public bucket and replaces the old one', async () => {
    const event = (await call('POST', 'AdminEvent/Create', t.callers.editor, race)).json().result;
    const first = (await upload(`AdminEvent/UploadCover?id=${event.id}`, t.callers.editor)).json().result;
    expect(first.coverUrl).toMatch(new RegExp(`^/media/covers/events/${event.id}/[\\w-]+\\.jpg$`));
    const firstKey = (await t.db.event.findUniqueOrThrow({ where: { id: event.id } })).coverKey!;
    const stored = await t.storage.get('public', firstKey);
    const { buffer } = await import('node:stream/consumers');
    expect((await sharp(await buffer(stored!.body)).metadata()).width).toBe(1600);

    await upload(`AdminEvent/UploadCover?id=${event.id}`, t.callers.editor);
    expect(await t.storage.get('public', firstKey)).toBeUndefined();
    expect((await upload('AdminEvent/UploadCover?id=999999', t.callers.editor)).statusCode).toBe(404);
  });
});
