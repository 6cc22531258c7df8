import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { BLOCKED_PHOTOGRAPHER } from '../../src/shared/domain/photographer-status.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/Activity/${path}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function headersOf(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}
const photographer = (displayName = '阿明') => headersOf({ photographerAuth: true, displayName });

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api(path), headers, payload });
const mine = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api('getMyInfo'), headers });

describe('shooting sign-ups', () => {
  it('are for photographers only: guest 401, member 403, blocked 605, nothing written', async () => {
    const activity = await createActivity(t.db, { activityDate: daysFromNow(7) });
    const member = await headersOf({});
    const blocked = await headersOf({ photographerAuth: true, photographerAuthStatus: BLOCKED_PHOTOGRAPHER });
    const body = { activityId: activity.id, cameraPoint: '終點' };
    expect((await post('CreateMyInfo', body)).statusCode).toBe(401);
    expect((await post('CreateMyInfo', body, member.headers)).statusCode).toBe(403);
    expect((await post('CreateMyInfo', body, blocked.headers)).statusCode).toBe(605);
    expect((await mine(member.headers)).statusCode).toBe(403);
    expect((await post('DeleteMyInfo', { id: 1 }, blocked.headers)).statusCode).toBe(605);
    expect(await t.db.activityShooter.count({ where: { activityId: activity.id } })).toBe(0);
  });

  it('signs up at camera points, refuses the same point twice, lists mine and withdraws', async () => {
    const activity = await createActivity(t.db, {
      title: '城市馬拉松',
      titleEn: 'City Marathon',
      activityDate: daysFromNow(7),
    });
    const me = await photographer();
    const start = await post(
      'CreateMyInfo',
      { activityId: activity.id, cameraPoint: ' 起跑 ', note: '早上 6 點' },
      me.headers,
    );
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().result).toMatchObject({
      activityId: activity.id,
      cameraPoint: '起跑',
      note: '早上 6 點',
      sgL_Title: '城市馬拉松',
    });
    expect((await post('CreateMyInfo', { activityId: activity.id, cameraPoint: '10K' }, me.headers)).statusCode).toBe(
      200,
    );

    const twice = await post(
      'CreateMyInfo',
      { activityId: activity.id, cameraPoint: '起跑' },
      { ...me.headers, ...culture('en') },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already signed up for this camera point of the activity');

    // Another photographer may shoot the same point.
    const other = await photographer('阿華');
    expect(
      (await post('CreateMyInfo', { activityId: activity.id, cameraPoint: '起跑' }, other.headers)).statusCode,
    ).toBe(200);

    const list = (await mine({ ...me.headers, ...culture('en') })).json().result;
    expect(list.totalCount).toBe(2);
    expect(list.items.map((item: { cameraPoint: string }) => item.cameraPoint).sort()).toEqual(['10K', '起跑']);
    expect(list.items[0].sgL_Title).toBe('City Marathon');

    // Only my own sign-up can be withdrawn.
    expect((await post('DeleteMyInfo', { id: start.json().result.id }, other.headers)).statusCode).toBe(404);
    expect((await post('DeleteMyInfo', { id: start.json().result.id }, me.headers)).statusCode).toBe(200);
    expect((await mine(me.headers)).json().result.totalCount).toBe(1);
  });

  it("lists one activity's sign-ups of mine only, when asked", async () => {
    const [city, trail] = [
      await createActivity(t.db, { activityDate: daysFromNow(7) }),
      await createActivity(t.db, { activityDate: daysFromNow(8) }),
    ];
    const me = await photographer();
    const other = await photographer('阿華');
    await post('CreateMyInfo', { activityId: city.id, cameraPoint: '起跑' }, me.headers);
    await post('CreateMyInfo', { activityId: trail.id, cameraPoint: '山頂' }, me.headers);
    await post('CreateMyInfo', { activityId: city.id, cameraPoint: '終點' }, other.headers);
    const answer = await t.app.inject({
      method: 'GET',
      url: api('getMyInfo'),
      query: { activityId: String(city.id) },
      headers: me.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result.items.map((s: { cameraPoint: string }) => s.cameraPoint)).toEqual(['起跑']);
    const bad = await t.app.inject({
      method: 'GET',
      url: api('getMyInfo'),
      query: { activityId: '0' },
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses hidden, missing and long-past activities and bad input, writing nothing', async () => {
    const me = await photographer();
    const hidden = await createActivity(t.db, { isVisible: false, activityDate: daysFromNow(3) });
    const old = await createActivity(t.db, { activityDate: daysFromNow(-31) });
    const recent = await createActivity(t.db, { activityDate: daysFromNow(-29) });
    expect((await post('CreateMyInfo', { activityId: hidden.id, cameraPoint: '終點' }, me.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await post('CreateMyInfo', { activityId: 2_000_000_000, cameraPoint: '終點' }, me.headers)).statusCode,
    ).toBe(404);
    const closed = await post(
      'CreateMyInfo',
      { activityId: old.id, cameraPoint: '終點' },
      { ...me.headers, ...culture('zh-TW') },
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.message).toBe('此活動已結束超過 30 天，無法再登記拍攝');
    for (const cameraPoint of ['', '   ', '點'.repeat(65), '終\u0000點']) {
      const refused = await post('CreateMyInfo', { activityId: recent.id, cameraPoint }, me.headers);
      expect(refused.statusCode, JSON.stringify(cameraPoint)).toBe(400);
    }
    const longNote = await post(
      'CreateMyInfo',
      { activityId: recent.id, cameraPoint: '終點', note: 'x'.repeat(501) },
      me.headers,
    );
    expect(longNote.statusCode).toBe(400);
    expect(await t.db.activityShooter.count({ where: { photographerId: me.user.id } })).toBe(0);
    expect((await post('CreateMyInfo', { activityId: recent.id, cameraPoint: '終點' }, me.headers)).statusCode).toBe(
      200,
    );
  });
});

describe('the attendance list in the back office', () => {
  it('needs the attendance permission', async () => {
    const member = await headersOf({});
    const finance = await headersOf({ isAdmin: true, roles: ['Finance'] });
    const me = await photographer();
    expect((await post('RecordList', {})).statusCode).toBe(401);
    expect((await post('RecordList', {}, member.headers)).statusCode).toBe(403);
    expect((await post('RecordList', {}, me.headers)).statusCode).toBe(403);
    expect((await post('RecordList', {}, finance.headers)).statusCode).toBe(403);
    const admin = await headersOf({ isAdmin: true, roles: ['Admin'] });
    expect((await post('RecordList', {}, admin.headers)).statusCode).toBe(200);
    expect((await post('RecordList', { activityId: 0 }, admin.headers)).statusCode).toBe(400);
  });

  it('lists who shoots which activity where, filtered by activity and photographer', async () => {
    const first = await createActivity(t.db, { activityDate: daysFromNow(10) });
    const second = await createActivity(t.db, { activityDate: daysFromNow(20) });
    const ming = await photographer('阿明');
    const hua = await photographer('阿華');
    await post('CreateMyInfo', { activityId: first.id, cameraPoint: '起跑' }, ming.headers);
    await post('CreateMyInfo', { activityId: first.id, cameraPoint: '終點' }, hua.headers);
    await post('CreateMyInfo', { activityId: second.id, cameraPoint: '10K' }, ming.headers);
    const admin = await headersOf({ isAdmin: true, roles: ['Admin'] });

    const byActivity = (await post('RecordList', { activityId: first.id }, admin.headers)).json().result;
    expect(byActivity.totalCount).toBe(2);
    expect(
      byActivity.items.map((item: { cameraPoint: string; photographer: { displayName: string } }) => [
        item.cameraPoint,
        item.photographer.displayName,
      ]),
    ).toEqual([
      ['起跑', '阿明'],
      ['終點', '阿華'],
    ]);

    const byPhotographer = (
      await post('RecordList', { photographerId: ming.user.id, MaxResultCount: 1 }, admin.headers)
    ).json().result;
    expect(byPhotographer.totalCount).toBe(2);
    expect(byPhotographer.items).toHaveLength(1);
    expect(byPhotographer.items[0]).toMatchObject({
      activityId: second.id,
      cameraPoint: '10K',
      photographer: { id: ming.user.id, email: ming.user.email },
    });

    const both = await post('RecordList', { activityId: second.id, photographerId: hua.user.id }, admin.headers);
    expect(both.json().result).toEqual({ totalCount: 0, items: [] });
  });
});

describe('the pickers of the back-office filters', () => {
  const activities = (headers: Record<string, string>, keyword: string) =>
    t.app.inject({ url: '/api/services/app/AdminActivity/GetAll', query: { keyword }, headers });
  const photographers = (headers: Record<string, string>, keyword: string) =>
    t.app.inject({ url: '/api/services/app/AdminMemEmber/GetPhotographerOptions', query: { keyword }, headers });
  const accounts = (headers: Record<string, string>, query: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/services/app/AdminMemEmber/GetAll', query, headers });

  it('let an admin holding Attendance or Albums search activities and photographers by keyword, and nobody else', async () => {
    const activity = await createActivity(t.db, { title: '日月潭環湖挑戰' });
    const shooter = await createUser(t.db, { photographerAuth: true, displayName: '環湖攝影阿德' });
    for (const permission of [PERMISSIONS.Attendance, PERMISSIONS.Albums]) {
      const headers = await signInAdminWith(t, [permission]);
      const found = await activities(headers, '日月潭');
      expect(
        found.json().result.items.map((row: { id: number }) => row.id),
        permission,
      ).toEqual([activity.id]);
    }
    for (const permission of [PERMISSIONS.Attendance, PERMISSIONS.Albums, PERMISSIONS.Users]) {
      const found = await photographers(await signInAdminWith(t, [permission]), '環湖攝影');
      expect(found.json().result, permission).toEqual({
        totalCount: 1,
        items: [{ id: shooter.id, displayName: '環湖攝影阿德' }],
      });
    }
    const dashboard = await signInAdminWith(t, [PERMISSIONS.Dashboard]);
    expect((await activities(dashboard, '日月潭')).statusCode).toBe(403);
    expect((await photographers(dashboard, '環湖攝影')).statusCode).toBe(403);
  });

  it('name photographers only, by id and display name, to an admin without the Users permission', async () => {
    const tag = `pick${Date.now()}`;
    const shooter = await createUser(t.db, { photographerAuth: true, displayName: `${tag} 攝影`, phone: '0911222333' });
    const runner = await createUser(t.db, { displayName: `${tag} 跑者`, phone: '0911444555' });
    const attendance = await signInAdminWith(t, [PERMISSIONS.Attendance]);

    const picked = (await photographers(attendance, tag)).json().result;
    expect(picked.items).toEqual([{ id: shooter.id, displayName: `${tag} 攝影` }]);
    // An e-mail or a phone finds nobody: the picker is no way to learn who holds them.
    expect((await photographers(attendance, shooter.email)).json().result.items).toEqual([]);
    expect((await photographers(attendance, '0911222333')).json().result.items).toEqual([]);

    // The account list, with e-mails and phones, stays for the Users permission.
    expect((await accounts(attendance, { keyword: tag })).statusCode).toBe(403);
    expect((await accounts(attendance, { keyword: tag, photographerStatus: 'approved' })).statusCode).toBe(403);
    const listed = (await accounts(await signInAdminWith(t, [PERMISSIONS.Users]), { keyword: tag })).json().result;
    expect(
      listed.items.map((row: { id: number; email: string; phone: string }) => [row.id, row.email, row.phone]),
    ).toEqual([
      [runner.id, runner.email, '0911444555'],
      [shooter.id, shooter.email, '0911222333'],
    ]);
  });
});
