import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const url = (method: string, query = '') => `/api/services/app/AdminCommonType/${method}${query}`;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, headers: object = t.callers.editor, payload?: object) =>
  t.app.inject({ method, url: path, headers: headers as Record<string, string>, payload });

describe('AdminCommonType access', () => {
  it('lets readers list, only editors change, and nobody else in', async () => {
    const reads: [Method, string][] = [
      ['GET', url('GetAll', '?SGL_TypeT=40')],
      ['GET', url('Get', '?id=401')],
    ];
    const writes: [Method, string, object?][] = [
      ['POST', url('Create'), { sgL_TypeT: 40, sgL_Title: '鐵人', sgL_TitleEn: 'Triathlon' }],
      ['PUT', url('Update'), { id: 401, sgL_Title: '路跑', sgL_TitleEn: 'Road run' }],
      ['DELETE', url('Delete', '?id=999999')],
      ['POST', url('UpdateStore'), { ids: [401] }],
    ];
    for (const [method, path, payload] of [...reads, ...writes]) {
      expect((await call(method, path, t.callers.guest, payload)).statusCode, path).toBe(401);
      expect((await call(method, path, t.callers.member, payload)).statusCode, path).toBe(403);
      expect((await call(method, path, t.callers.other, payload)).statusCode, path).toBe(403);
    }
    for (const [method, path] of reads) expect((await call(method, path, t.callers.reader)).statusCode).toBe(200);
    for (const [method, path, payload] of writes) {
      expect((await call(method, path, t.callers.reader, payload)).statusCode, path).toBe(403);
    }
  });
});

describe('regions and cities', () => {
  it('lists cities of a region with both titles and hidden rows, and never the root', async () => {
    await t.db.commonType.update({ where: { id: 103 }, data: { isShow: false } });
    const north = (await call('GET', url('GetAll', '?SGL_TypeT=30&SGL_ParentID=2&MaxResultCount=100'))).json().result;
    expect(north.items[1]).toEqual({
      id: 102,
      sgL_Title: '臺北市',
      sgL_TitleEn: 'Taipei City',
      sgL_TypeT: 30,
      sgL_ParentID: 2,
      sort: 2,
      isShow: true,
    });
    expect(north.items.map((i: { id: number }) => i.id)).toContain(103);
    const all = (await call('GET', url('GetAll', '?SGL_TypeT=30&MaxResultCount=1000'))).json().result;
    expect(all.items.map((i: { id: number }) => i.id)).not.toContain(1);
    expect((await call('GET', url('Get', '?id=1'))).statusCode).toBe(404);
  });

  it('adds a region under the root and a city under a region, last among siblings, names trimmed', async () => {
    const region = (
      await call('POST', url('Create'), t.callers.editor, {
        sgL_TypeT: 30,
        sgL_Title: ' 月球 ',
        sgL_TitleEn: 'Moon',
        isShow: true,
      })
    ).json().result;
    expect(region).toMatchObject({ sgL_Title: '月球', sgL_ParentID: 1, sort: 7 });
    const city = (
      await call('POST', url('Create'), t.callers.editor, {
        sgL_TypeT: 30,
        sgL_ParentID: region.id,
        sgL_Title: '寧靜海',
        sgL_TitleEn: 'Tranquility',
      })
    ).json().result;
    expect(city).toMatchObject({ sgL_ParentID: region.id, sort: 1 });
    // The public list shows it at once, in the caller's culture.
    const en = await t.app.inject({
      url: `/api/services/app/CommonType/GetAll?SGL_TypeT=30&SGL_ParentID=${region.id}`,
      headers: culture('en'),
    });
    expect(en.json().result.items[0].sgL_Title).toBe('Tranquility');
  });

  it('refuses a city under a city, a race type with a parent, blank, long or NUL names, and writes nothing', async () => {
    const before = await t.db.commonType.count();
    const bad = [
      { sgL_TypeT: 30, sgL_ParentID: 102, sgL_Title: '區', sgL_TitleEn: 'District' },
      { sgL_TypeT: 30, sgL_ParentID: 401, sgL_Title: '區', sgL_TitleEn: 'District' },
      { sgL_TypeT: 40, sgL_ParentID: 2, sgL_Title: '鐵人', sgL_TitleEn: 'Tri' },
      { sgL_TypeT: 50, sgL_Title: '鐵人', sgL_TitleEn: 'Tri' },
      { sgL_TypeT: 40, sgL_Title: '   ', sgL_TitleEn: 'Tri' },
      { sgL_TypeT: 40, sgL_Title: 'x'.repeat(65), sgL_TitleEn: 'Tri' },
      { sgL_TypeT: 40, sgL_Title: 'a\u0000b', sgL_TitleEn: 'Tri' },
    ];
    for (const payload of bad)
      expect((await call('POST', url('Create'), t.callers.editor, payload)).statusCode).toBe(400);
    expect(await t.db.commonType.count()).toBe(before);
    const refused = await call('POST', url('Create'), { ...culture('en'), ...t.callers.editor }, bad[0]);
    expect(refused.json().error.message).toMatch(/^Wrong parent/);
  });

  it('renames and hides a row', async () => {
    const updated = await call('PUT', url('Update'), t.callers.editor, {
      id: 107,
      sgL_Title: '宜蘭',
      sgL_TitleEn: 'Yilan',
      isShow: false,
    });
    expect(updated.json().result).toMatchObject({ id: 107, sgL_Title: '宜蘭', isShow: false, sgL_ParentID: 2 });
    expect(
      (await call('PUT', url('Update'), t.callers.editor, { id: 999999, sgL_Title: 'a', sgL_TitleEn: 'a' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a region with cities or a city an activity uses, deletes one nobody uses', async () => {
    const refusedRegion = await call('DELETE', url('Delete', '?id=2'));
    expect(refusedRegion.statusCode).toBe(400);
    expect(await t.db.commonType.count({ where: { id: 2 } })).toBe(1);

    await createActivity(t.db, { cityId: 105 });
    const refusedCity = await call('DELETE', url('Delete', '?id=105'), { ...culture('en'), ...t.callers.editor });
    expect(refusedCity.json().error.message).toBe('Still used by 0 races and 1 activities, so it cannot be deleted');
    await t.db.event.create({ data: { title: '賽', eventDate: new Date('2026-01-01'), typeId: 402 } });
    expect((await call('DELETE', url('Delete', '?id=402'))).statusCode).toBe(400);

    expect((await call('DELETE', url('Delete', '?id=106'))).statusCode).toBe(200);
    expect(await t.db.commonType.count({ where: { id: 106 } })).toBe(0);
  });

  it('reorders siblings, and refuses rows of different parents', async () => {
    expect((await call('POST', url('UpdateStore'), t.callers.editor, { ids: [104, 102, 101] })).statusCode).toBe(200);
    const rows = await t.db.commonType.findMany({ where: { id: { in: [101, 102, 104] } }, orderBy: { sort: 'asc' } });
    expect(rows.map((r) => r.id)).toEqual([104, 102, 101]);
    const mixed = await call('POST', url('UpdateStore'), t.callers.editor, { ids: [101, 108] });
    expect(mixed.statusCode).toBe(400);
    expect((await call('POST', url('UpdateStore'), t.callers.editor, { ids: [1, 2] })).statusCode).toBe(400);
    expect((await t.db.commonType.findUniqueOrThrow({ where: { id: 101 } })).sort).toBe(3);
  });
});
