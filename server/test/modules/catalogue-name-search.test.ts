import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerNameKey } from '../../src/shared/domain/runner-name.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const RATE_LIMIT = 3;
beforeAll(async () => {
  t = await createTestApp({ env: { NAME_SEARCH_RATE_LIMIT: String(RATE_LIMIT) } });
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
// Each search from an address of its own, unless a test counts them from one.
let addresses = 0;
const nextAddress = () => `203.0.113.${(addresses++ % 250) + 1}`;
const searchName = (activityId: number, name: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: api('PhotoGalleryConfigAppSerivce/GetBibsByName'),
    payload: { activityId, name },
    remoteAddress,
  });
const bibsFor = async (activityId: number, name: string) => {
  const response = await searchName(activityId, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};

/**
 * An activity whose list registers 王小明 (1001, with a photo), 林美玲 (1002, no photo yet), two
 * runners called Chen Wei (2001, 2002, both photographed) and a bib without a name (3001).
 */
async function activityWithRunners(options: { bibSearchEnabled?: boolean } = {}) {
  const activity = await createActivity(t.db, { faceSearchEnabled: false, ...options });
  const runners: [string, string | null][] = [
    ['1001', '王小明'],
    ['1002', '林美玲'],
    ['2001', 'Chen Wei'],
    ['2002', 'CHEN WEI'],
    ['3001', null],
  ];
  for (const [bib, name] of runners) {
    await t.db.$executeRaw`INSERT INTO "RegisteredBib" ("activityId", bib, name, "nameKey")
      VALUES (${activity.id}, ${bib}, ${name}, ${name && runnerNameKey(name)})`;
  }
  await t.db.registeredBibList.create({
    data: { activityId: activity.id, bibCount: 5, namedCount: 4, format: { shapes: [] }, fileName: 'list.csv' },
  });
  const album = await createAlbum(t.db, activity);
  for (const bib of ['1001', '2001', '2002', '3001']) await createBibTag(t.db, await createPhoto(t.db, album), bib);
  return activity;
}

describe('name search (GetBibsByName)', () => {
  it('answers the bibs registered under the whole name, written any usual way', async () => {
    const activity = await activityWithRunners();
    for (const name of ['王小明', ' 王 小明 ', '王小明。'])
      expect(await bibsFor(activity.id, name)).toEqual({ bibs: ['1001'] });
    // Two runners of one name: both bibs, so each finds theirs.
    for (const name of ['Chen Wei', 'chen-wei', 'ＣＨＥＮ　ＷＥＩ', 'Chén Wéi'])
      expect(await bibsFor(activity.id, name)).toEqual({ bibs: ['2001', '2002'] });
  });

  it('finds nobody by a part of a name, another order or another activity', async () => {
    const activity = await activityWithRunners();
    const other = await createActivity(t.db);
    for (const name of ['王', '小明', '王小', 'Chen', 'Wei Chen', '王小明明'])
      expect(await bibsFor(activity.id, name), name).toEqual({ bibs: [] });
    expect(await bibsFor(other.id, '王小明')).toEqual({ bibs: [] });
  });

  it('answers a registered runner without a published photo exactly as a name nobody registered', async () => {
    const activity = await activityWithRunners();
    const registered = await searchName(activity.id, '林美玲');
    const unknown = await searchName(activity.id, '陳大文');
    expect(registered.statusCode).toBe(unknown.statusCode);
    expect(registered.body).toBe(unknown.body);
    expect(registered.json().result).toEqual({ bibs: [] });
    // A photo of the bib in a hidden album still says nothing.
    const hiddenAlbum = await createAlbum(t.db, activity, { isVisible: false });
    await createBibTag(t.db, await createPhoto(t.db, hiddenAlbum), '1002');
    expect((await searchName(activity.id, '林美玲')).body).toBe(unknown.body);
  });

  it('answers no name, ever: only bibs', async () => {
    const activity = await activityWithRunners();
    const response = await searchName(activity.id, 'Chen Wei');
    expect(response.body).not.toMatch(/chen|wei|王小明/i);
    const bibSearch = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
      payload: { activityId: activity.id, code: '1001' },
    });
    expect(bibSearch.json().result.totalCount).toBe(1);
    expect(bibSearch.body).not.toContain('王小明');
  });

  it('is offered on the activity page only where names were given and bib search is on', async () => {
    const config = async (id: number) =>
      (await t.app.inject({ url: api(`Activity/GetConfigByActivityId?activityId=${id}`) })).json().result;
    expect((await config((await activityWithRunners()).id)).nameSearchEnabled).toBe(true);
    expect((await config((await createActivity(t.db)).id)).nameSearchEnabled).toBe(false);
    const bibSearchOff = await activityWithRunners({ bibSearchEnabled: false });
    expect((await config(bibSearchOff.id)).nameSearchEnabled).toBe(false);
    expect((await searchName(bibSearchOff.id, '王小明')).statusCode).toBe(400);
  });

  it('refuses a blank or over-long name, and an unknown activity', async () => {
    const activity = await activityWithRunners();
    for (const name of ['', '   ', 'x'.repeat(101), 'a\u0000b'])
      expect((await searchName(activity.id, name)).statusCode, JSON.stringify(name)).toBe(400);
    expect((await searchName(999_999, '王小明')).statusCode).toBe(404);
  });

  it('is rate limited per client address, like the other public searches', async () => {
    const activity = await activityWithRunners();
    const statuses = [];
    for (let attempt = 0; attempt <= RATE_LIMIT; attempt++)
      statuses.push((await searchName(activity.id, `名字${attempt}`, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
    expect((await searchName(activity.id, '王小明', '198.51.100.8')).statusCode).toBe(200);
  });
});
