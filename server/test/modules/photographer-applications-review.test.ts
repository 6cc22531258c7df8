import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { culture, latestMail } from '../helpers/factories.ts';
import { applicationKit } from '../helpers/application-factories.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';

let t: TestApp;
let kit: Awaited<ReturnType<typeof applicationKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await applicationKit(t);
  await t.db.role.create({
    data: {
      name: 'ApplicationReader',
      displayName: 'reader',
      permissions: { create: [{ permissionName: PERMISSIONS.Applications }] },
    },
  });
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

const decide = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: api('AdminMemEmber/UpdatePhotoGrapher'), headers, payload });

const reviewer = () => kit.signIn({ isAdmin: true, roles: ['Admin'] });

describe('reviewing applications', () => {
  it('lets only admins with the permission read, and only reviewers decide', async () => {
    const { headers: applicant } = await kit.signIn();
    const id = (await kit.applyWith(applicant, kit.fields())).json().result.id as number;
    const { headers: member } = await kit.signIn();
    const { headers: finance } = await kit.signIn({ isAdmin: true, roles: ['Finance'] });
    const { headers: reader } = await kit.signIn({ isAdmin: true, roles: ['ApplicationReader'] });
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: api('AdminMemEmber/GetPhotographerApplications'), headers });
    const detail = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: api(`AdminMemEmber/GetPhotographerApplication?id=${id}`), headers });
    for (const [headers, status] of [
      [{}, 401],
      [member, 403],
      [finance, 403],
      [reader, 200],
    ] as const) {
      expect((await list(headers)).statusCode).toBe(status);
      expect((await detail(headers)).statusCode).toBe(status);
    }
    expect((await decide(reader, { id, approve: true })).statusCode).toBe(403);
    expect((await decide({}, { id, approve: true })).statusCode).toBe(401);
    expect((await decide(member, { id, approve: true })).statusCode).toBe(403);
    const block = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/UpdatePhotographerAuth?userId=1&status=blocked'),
      headers: reader,
    });
    expect(block.statusCode).toBe(403);
    expect((await t.db.photographerApplication.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
  });

  it('lists newest first, filters by status and searches name, e-mail and phone', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await kit.signIn({ email: `searchable-${Date.now()}@runner.tw` });
    const id = (await kit.applyWith(headers, { ...kit.fields(), realName: '陳查詢', phone: '0987-000-111' })).json()
      .result.id as number;
    const search = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: api(`AdminMemEmber/GetPhotographerApplications?${query}`),
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result as { totalCount: number; items: { id: number }[] };
    };
    expect((await search('status=pending')).items[0]).toMatchObject({ id, email: user.email, status: 'pending' });
    for (const keyword of ['陳查詢', 'SEARCHABLE-', '0987-000']) {
      const found = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(
        found.items.map((item) => item.id),
        keyword,
      ).toEqual([id]);
    }
    expect((await search('status=approved&keyword=陳查詢')).totalCount).toBe(0);
    const badStatus = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/GetPhotographerApplications?status=maybe'),
      headers: admin,
    });
    expect(badStatus.statusCode).toBe(400);

    const detail = await t.app.inject({
      method: 'GET',
      url: api(`AdminMemEmber/GetPhotographerApplication?id=${id}`),
      headers: admin,
    });
    expect(detail.json().result).toMatchObject({
      id,
      realName: '陳查詢',
      introduction: '十年路跑攝影經驗',
      account: { email: user.email, photographerAuth: false },
    });
    expect(detail.json().result.sampleUrls).toHaveLength(1);
  });

  it('approves: the member becomes a photographer at once, is mailed, and can be blocked and restored', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await kit.signIn();
    await t.db.user.update({ where: { id: user.id }, data: { locale: 'en' } });
    const id = (await kit.applyWith(headers, kit.fields())).json().result.id as number;
    const activity = await createActivity(t.db);
    const createAlbum = () =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/Create'),
        headers,
        payload: { activityId: activity.id, name: '終點' },
      });
    expect((await createAlbum()).statusCode).toBe(403);

    const approved = await decide(admin, { id, approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const account = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(account).toMatchObject({ photographerAuth: true, photographerAuthStatus: '', displayName: '快門阿明' });
    expect(account.phone).toBe('0912-345-678');
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('Your 運動相簿 photographer application is approved');
    expect(mail.text).toContain('http://photos.test/uploadPhoto');
    // The same token: rights follow at once.
    expect((await createAlbum()).statusCode).toBe(200);

    const again = await decide(admin, { id, approve: false, reason: 'late' });
    expect(again.statusCode).toBe(409);

    const setAuth = (status: string, userId = user.id) =>
      t.app.inject({
        method: 'GET',
        url: api(`AdminMemEmber/UpdatePhotographerAuth?userId=${userId}&status=${status}`),
        headers: admin,
      });
    expect((await setAuth('blocked')).statusCode).toBe(200);
    const blocked = await createAlbum();
    expect(blocked.statusCode).toBe(605);
    expect((await setAuth('restore')).statusCode).toBe(200);
    expect((await createAlbum()).statusCode).toBe(200);
    expect((await setAuth('paused')).statusCode).toBe(400);
    const { user: plain } = await kit.signIn();
    expect((await setAuth('blocked', plain.id)).statusCode).toBe(404);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: plain.id } })).photographerAuthStatus).toBe('');
  });

  it('rejects with a reason the applicant reads, who may then apply again', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await kit.signIn();
    const id = (await kit.applyWith(headers, kit.fields())).json().result.id as number;

    const noReason = await decide({ ...admin, ...culture('en') }, { id, approve: false, reason: '  ' });
    expect(noReason.json().error.message).toBe('Give a reason when rejecting an application');
    expect((await decide(admin, { id, approve: false, reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await decide(admin, { id: 999999, approve: true })).statusCode).toBe(404);
    expect((await t.db.photographerApplication.findUniqueOrThrow({ where: { id } })).status).toBe('pending');

    const rejected = await decide(admin, { id, approve: false, reason: '樣本照片太少' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('運動相簿攝影師申請結果');
    expect(mail.text).toContain('樣本照片太少');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).photographerAuth).toBe(false);

    const mine = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication'), headers });
    expect(mine.json().result).toMatchObject({ id, status: 'rejected', reason: '樣本照片太少' });

    const reapplied = await kit.applyWith(headers, kit.fields());
    expect(reapplied.statusCode).toBe(200);
    const latest = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication'), headers });
    expect(latest.json().result).toMatchObject({ id: reapplied.json().result.id, status: 'pending' });
  });
});
