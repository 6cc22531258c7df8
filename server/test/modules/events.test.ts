import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { taipeiToday } from '../../src/modules/events/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';
import { createActivity, createAlbum, createPhoto, createPhotographer } from '../helpers/catalogue-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = '/api/services/app/Activity';
const post = (method: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: `${base}/${method}`, payload, headers });
const get = (method: string, query: Record<string, string> = {}, headers = {}) =>
  t.app.inject({ url: `${base}/${method}`, query, headers });
const titles = (items: { sgL_Title: string }[]) => items.map((i) => i.sgL_Title);
const TAIPEI = 102;
const TAICHUNG = 109;
const NORTH = 2;

describe('activity lists', () => {
  beforeAll(async () => {
    await createActivity(t.db, {
      title: '台北馬拉松',
      titleEn: 'Taipei Marathon',
      activityDate: '2024-12-15',
      cityId: TAIPEI,
      isRecommended: true,
      photoCount: 1200,
      photographerCount: 3,
      coverKey: 'covers/taipei.jpg',
    });
    await createActivity(t.db, { title: '臺中鐵人三項', activityDate: '2025-04-20', cityId: TAICHUNG, photoCount: 50 });
    await createActivity(t.db, { title: '新竹路跑', activityDate: '2025-03-02', isRecommended: true });
    await createActivity(t.db, { title: '百分之百_夜跑', activityDate: '2023-06-01', photoCount: 8 });
    await createActivity(t.db, {
      title: '隱藏的臺北活動',
      activityDate: '2025-01-01',
      isVisible: false,
      photoCount: 9,
    });
  });

  it('GetIndex: visible activities newest first, with counters, region and cover', async () => {
    const response = await post('GetIndex', { SkipCount: 0, MaxResultCount: 10 });
    const { totalCount, items } = response.json().result;
    expect(totalCount).toBe(4);
    expect(titles(items)).toEqual(['臺中鐵人三項', '新竹路跑', '台北馬拉松', '百分之百_夜跑']);
    expect(items[2]).toEqual({
      id: expect.any(Number),
      sgL_Title: '台北馬拉松',
      sgL_ActivityDate: '2024-12-15',
      photoCount: 1200,
      photographerCount: 3,
      region: '臺北市',
      coverUrl: t.storage.publicUrl('covers/taipei.jpg'),
      // Stored before covers had copies for phones (the backfill job makes them).
      coverSrcSet: null,
      isRecommended: true,
      alsoKnownAs: 'Taipei Marathon Taipei City',
    });
    expect(items[1]).toMatchObject({ region: null, coverUrl: null });
  });

  it('GetIndex: the home keyword fetch of every activity from 2000-01-01 to today', async () => {
    const response = await post('GetIndex', {
      SkipCount: 0,
      MaxResultCount: 99999,
      sgL_ActivityDate: ['2000-01-01', taipeiToday()],
    });
    expect(response.json().result.totalCount).toBe(4);
    expect((await post('GetIndex', { MaxResultCount: 100000 })).statusCode).toBe(400);
  });

  it('GetIndex: date range, recommend flag and paging', async () => {
    const range = (await post('GetIndex', { sgL_ActivityDate: ['2024-12-15', '2025-03-02'] })).json().result;
    expect(titles(range.items)).toEqual(['新竹路跑', '台北馬拉松']);
    const recommended = (await post('GetIndex', { SGL_Recommend: true })).json().result;
    expect(titles(recommended.items)).toEqual(['新竹路跑', '台北馬拉松']);
    const notRecommended = (await post('GetIndex', { SGL_Recommend: false })).json().result;
    expect(titles(notRecommended.items)).toEqual(['臺中鐵人三項', '百分之百_夜跑']);
    const unfiltered = (await post('GetIndex', { SGL_Recommend: null, sgL_ActivityDate: null, keyword: null })).json();
    expect(unfiltered.result.totalCount).toBe(4);
    const page = (await post('GetIndex', { SkipCount: 1, MaxResultCount: 2 })).json().result;
    expect(page).toMatchObject({ totalCount: 4, items: [{ sgL_Title: '新竹路跑' }, { sgL_Title: '台北馬拉松' }] });
    expect((await post('GetIndex', { SkipCount: 10 })).json().result).toEqual({ totalCount: 4, items: [] });
    expect((await post('GetIndex', { sgL_ActivityDate: ['2024-12-15'] })).statusCode).toBe(400);
    expect((await post('GetIndex', { sgL_ActivityDate: ['2024-13-01', '2025-01-01'] })).statusCode).toBe(400);
  });

  it('GetIndex: the keyword treats 台 and 臺 alike, ignores case and takes % and _ literally', async () => {
    const search = async (keyword: string) => titles((await post('GetIndex', { keyword })).json().result.items);
    expect(await search('臺北')).toEqual(['台北馬拉松']);
    expect(await search('台中')).toEqual(['臺中鐵人三項']);
    expect(await search(' taipei ')).toEqual(['台北馬拉松']);
    expect(await search('_')).toEqual(['百分之百_夜跑']);
    expect(await search('%')).toEqual([]);
  });

  it('GetIndex: titles and regions in English when asked, Chinese where no English exists', async () => {
    const { items } = (await post('GetIndex', { MaxResultCount: 10 }, culture('en'))).json().result;
    expect(items.map((i: { sgL_Title: string; region: string | null }) => [i.sgL_Title, i.region])).toEqual([
      ['臺中鐵人三項', 'Taichung City'],
      ['新竹路跑', null],
      ['Taipei Marathon', 'Taipei City'],
      ['百分之百_夜跑', null],
    ]);
  });

  it('GetAllByPhoto: activities with photos, by year, month, region or city', async () => {
    const list = async (payload: object) => titles((await post('GetAllByPhoto', payload)).json().result.items);
    expect(await list({})).toEqual(['臺中鐵人三項', '台北馬拉松', '百分之百_夜跑']);
    expect(await list({ year: 2025 })).toEqual(['臺中鐵人三項']);
    expect(await list({ year: 2024, month: 12 })).toEqual(['台北馬拉松']);
    expect(await list({ year: 2024, month: 11 })).toEqual([]);
    expect(await list({ month: 6 })).toEqual(['百分之百_夜跑']);
    expect(await list({ cityId: NORTH })).toEqual(['台北馬拉松']);
    expect(await list({ cityId: TAICHUNG, keyword: '鐵人' })).toEqual(['臺中鐵人三項']);
    expect((await post('GetAllByPhoto', { MaxResultCount: 1001 })).statusCode).toBe(400);
  });

  it('GetYearMonthPhotos: years and months with photos, newest first', async () => {
    const { result } = (await get('GetYearMonthPhotos')).json();
    expect(result).toEqual([
      { year: 2025, activityCount: 1, photoCount: 50, months: [{ month: 4, activityCount: 1, photoCount: 50 }] },
      { year: 2024, activityCount: 1, photoCount: 1200, months: [{ month: 12, activityCount: 1, photoCount: 1200 }] },
      { year: 2023, activityCount: 1, photoCount: 8, months: [{ month: 6, activityCount: 1, photoCount: 8 }] },
    ]);
  });
});

describe('GetConfigByActivityId', () => {
  it('answers the activity with its visible albums grouped per photographer', async () => {
    const activity = await createActivity(t.db, {
      title: '日月潭泳渡',
      titleEn: 'Sun Moon Lake Swim',
      typeId: 402,
      photoCount: 30,
      photographerCount: 2,
      faceSearchEnabled: false,
    });
    const few = await createPhotographer(t.db, 'Few');
    const many = await createPhotographer(t.db, 'Many');
    const fewAlbum = await createAlbum(t.db, activity, {
      photographerId: few.id,
      photoCount: 5,
      coverKey: 'covers/few.jpg',
    });
    const manyStart = await createAlbum(t.db, activity, { photographerId: many.id, photoCount: 10 });
    const manyFinish = await createAlbum(t.db, activity, { photographerId: many.id, photoCount: 15 });
    await createAlbum(t.db, activity, { photographerId: many.id, isVisible: false, photoCount: 99 });
    await createAlbum(t.db, activity, { photographerId: few.id, photoCount: 0 });
    await createPhoto(t.db, manyStart, { takenAt: '2025-03-16T06:00:00Z', status: 'processing' });
    const firstReady = await createPhoto(t.db, manyStart, { takenAt: '2025-03-16T06:30:00Z' });
    await createPhoto(t.db, manyStart, { takenAt: '2025-03-16T07:00:00Z' });

    const response = await get('GetConfigByActivityId', { activityId: String(activity.id) }, culture('en'));
    const result = response.json().result;
    expect(result).toMatchObject({
      id: activity.id,
      sgL_Title: 'Sun Moon Lake Swim',
      photoCount: 30,
      photographerCount: 2,
      bibSearchEnabled: true,
      faceSearchEnabled: false,
    });
    expect(result.typeName).toBe('Marathon');
    expect(result.albums.map((a: { coId: number }) => a.coId)).toEqual([manyFinish.id, manyStart.id, fewAlbum.id]);
    expect(result.albums[1]).toMatchObject({
      photographer: { id: many.id, displayName: 'Many', avatarUrl: null },
      photoCount: 10,
      coverUrl: t.storage.publicUrl(firstReady.thumbnailKey!),
    });
    expect(result.albums[2].coverUrl).toBe(t.storage.publicUrl('covers/few.jpg'));
    expect(result.albums[0].coverUrl).toBeNull();
  });

  it('answers 404 for a hidden activity', async () => {
    const hidden = await createActivity(t.db, { isVisible: false });
    const response = await get('GetConfigByActivityId', { activityId: String(hidden.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('找不到此活動');
  });
});

describe('races (GetAll, GetByContent)', () => {
  const daysFromToday = (days: number) => {
    const date = new Date(`${taipeiToday()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date;
  };

  it('GetAll lists visible races from today on, soonest first, by city or region', async () => {
    const event = (title: string, days: number, extra = {}) =>
      t.db.event.create({ data: { title, eventDate: daysFromToday(days), ...extra } });
    await event('昨天的比賽', -1);
    const today = await event('今天的比賽', 0, { cityId: TAIPEI, typeId: 401, location: '總統府' });
    const later = await event('下個月的比賽', 30, { titleEn: 'Next month', signUpUrl: 'https://signup.example/x' });
    await event('隱藏的比賽', 5, { isVisible: false });

    const zh = (await get('GetAll', { SkipCount: '0', MaxResultCount: '10' })).json().result;
    expect(zh.totalCount).toBe(2);
    expect(titles(zh.items)).toEqual(['今天的比賽', '下個月的比賽']);
    expect(zh.items[0]).toMatchObject({ id: today.id, region: '臺北市', location: '總統府', typeName: '路跑' });
    const en = (await get('GetAll', { SkipCount: '1', MaxResultCount: '1' }, culture('en'))).json().result;
    expect(en).toMatchObject({ totalCount: 2, items: [{ id: later.id, sgL_Title: 'Next month' }] });
    expect(titles((await get('GetAll', { cityId: String(NORTH) })).json().result.items)).toEqual(['今天的比賽']);

    // A month: the races of that calendar month that are still to come (+30 and +70 days are
    // always in different months).
    await event('兩個多月後的比賽', 70);
    const month = (date: Date) => date.toISOString().slice(0, 7);
    const later70 = titles((await get('GetAll', { month: month(daysFromToday(70)) })).json().result.items);
    expect(later70).toEqual(['兩個多月後的比賽']);
    const thisMonth = titles((await get('GetAll', { month: month(daysFromToday(0)) })).json().result.items);
    expect(thisMonth).toContain('今天的比賽');
    expect(thisMonth).not.toContain('昨天的比賽');
    expect((await get('GetAll', { month: '2026-13' })).statusCode).toBe(400);
  });

  it('GetByContent shows a race with its content and visible photo activities', async () => {
    const race = await t.db.event.create({
      data: {
        title: '萬金石馬拉松',
        eventDate: daysFromToday(-30),
        content: '<p>路線</p>',
        coverKey: 'events/wjs.jpg',
      },
    });
    const shot = await createActivity(t.db, { title: '萬金石 照片', eventId: race.id, photoCount: 3 });
    await createActivity(t.db, { eventId: race.id, isVisible: false });
    const result = (await get('GetByContent', { id: String(race.id) })).json().result;
    expect(result).toMatchObject({
      id: race.id,
      sgL_Title: '萬金石馬拉松',
      content: '<p>路線</p>',
      coverUrl: t.storage.publicUrl('events/wjs.jpg'),
      activities: [{ id: shot.id, sgL_Title: '萬金石 照片', photoCount: 3 }],
    });
    const hidden = await t.db.event.create({ data: { title: 'x', eventDate: daysFromToday(1), isVisible: false } });
    expect((await get('GetByContent', { id: String(hidden.id) })).statusCode).toBe(404);
  });

  // Most calendar and details pages are rendered for their first visitor (decisions/088): each
  // statement is a round trip and, through Prisma, most of the read's CPU.
  it('reads a page of the calendar in one statement, and a race with its activities in two side by side', async () => {
    const race = await t.db.event.create({
      data: { title: '一次讀完的比賽', eventDate: daysFromToday(3), cityId: TAIPEI, typeId: 401 },
    });
    await createActivity(t.db, { title: '一次讀完 照片', eventId: race.id });
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const statementsOf = async (method: string, query: Record<string, string>) => {
        statements.mockClear();
        expect((await get(method, query, culture('en'))).statusCode).toBe(200);
        return statements.mock.calls.length;
      };
      expect(await statementsOf('GetAll', { SkipCount: '0', MaxResultCount: '7', cityId: String(NORTH) })).toBe(1);
      expect(await statementsOf('GetByContent', { id: String(race.id) })).toBe(2);
    } finally {
      statements.mockRestore();
    }
  });
});
