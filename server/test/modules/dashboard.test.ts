import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const summary = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: api('AdminDashboard/GetSummary'), headers });

async function application(userId: number, status: string) {
  return t.db.photographerApplication.create({
    data: {
      userId,
      displayName: 'Lens',
      realName: '王小明',
      phone: '0912345678',
      introduction: '跑步攝影',
      termsAcceptedAt: new Date(),
      status,
    },
  });
}

const inquiry = (status: string) =>
  t.db.inquiry.create({ data: { name: '林', email: 'lin@example.com', subject: '問題', message: '你好', status } });

describe('AdminDashboard/GetSummary', () => {
  it('is for admins with the dashboard permission only', async () => {
    expect((await summary()).statusCode).toBe(401);
    expect((await summary((await signIn(t)).headers)).statusCode).toBe(403);
    expect((await summary((await signIn(t, { isAdmin: true })).headers)).statusCode).toBe(403);
    expect((await summary((await signIn(t, { isAdmin: true, roles: ['Finance'] })).headers)).statusCode).toBe(200);
  });

  it('counts paid orders, uploads, photos in trouble and work waiting, today and over 30 days', async () => {
    const now = Date.now();
    const member = await signIn(t);
    const album = await createAlbum(t.db, await createActivity(t.db));
    const photo = (price: number, createdAt = new Date(now), status = 'ready') =>
      createPhoto(t.db, album, { price, status, createdAt });
    const order = async (price: number, status: 'paid' | 'pending', at: number) =>
      createOrder(t.db, { userId: member.user.id, photos: [await photo(price)], status, createdAt: new Date(at) });

    await order(100, 'paid', now);
    await order(250, 'paid', now);
    await order(999, 'pending', now);
    await order(40, 'paid', now - 20 * DAY);
    await order(7000, 'paid', now - 31 * DAY);
    await photo(1, new Date(now), 'processing');
    await photo(1, new Date(now - 10 * DAY), 'failed');
    await photo(1, new Date(now - 31 * DAY), 'failed');
    await application(member.user.id, 'pending');
    await application(member.user.id, 'rejected');
    await inquiry('pending');
    await inquiry('pending');
    await inquiry('replied');
    await t.app.jobs.send(processPhoto, { photoId: 1 });
    await t.app.jobs.send(processPhoto, { photoId: 2 });
    await t.db.$executeRaw`UPDATE pgboss.job SET state = 'failed' WHERE id = (
      SELECT id FROM pgboss.job WHERE name = ${processPhoto.name} LIMIT 1)`;

    const admin = await signIn(t, { isAdmin: true, roles: ['Admin'] });
    const response = await summary(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    // Every order's photo is an upload of today; the 31-day-old ones fall outside.
    expect(result.today).toEqual({ paidOrders: 2, revenue: 350, photosUploaded: 6 });
    expect(result.last30Days).toEqual({ paidOrders: 3, revenue: 390, photosUploaded: 7 });
    expect(result.photos).toEqual({ processing: 1, failed: 2 });
    expect(result.pendingApplications).toBe(1);
    expect(result.pendingInquiries).toBe(2);
    expect(result.processingQueue).toEqual({ waiting: 1, active: 0, failed: 1 });

    expect(result.days).toHaveLength(30);
    const taipeiDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(result.days.at(-1)).toEqual({ date: taipeiDay(now), revenue: 350, uploads: 6 });
    expect(result.days.find((day: { date: string }) => day.date === taipeiDay(now - 20 * DAY)).revenue).toBe(40);
    expect(result.days.find((day: { date: string }) => day.date === taipeiDay(now - 10 * DAY)).uploads).toBe(1);
    expect(result.days[0].date).toBe(taipeiDay(now - 29 * DAY));

    // A content editor opens no order, application or photo-processing page: none of their figures.
    const editor = await summary((await signIn(t, { isAdmin: true, roles: ['Editor'] })).headers);
    expect(editor.statusCode, editor.body).toBe(200);
    const content = editor.json().result;
    expect(content.today).toEqual({ paidOrders: null, revenue: null, photosUploaded: 6 });
    expect(content.last30Days).toEqual({ paidOrders: null, revenue: null, photosUploaded: 7 });
    expect(content).toMatchObject({ photos: null, processingQueue: null, pendingApplications: null });
    expect(content.pendingInquiries).toBe(2);
    expect(content.days.at(-1)).toEqual({ date: taipeiDay(now), revenue: null, uploads: 6 });
    expect(editor.body).not.toContain('350');
  });
});

describe('AdminMenu/GetMyMenus', () => {
  const menus = (headers: Record<string, string> = {}) => t.app.inject({ url: api('AdminMenu/GetMyMenus'), headers });

  it("answers an admin's own menu tree in their language, and nobody else's", async () => {
    expect((await menus()).statusCode).toBe(401);
    expect((await menus((await signIn(t)).headers)).statusCode).toBe(403);
    const finance = await signIn(t, { isAdmin: true, roles: ['Finance'] });
    const zh = (await menus(finance.headers)).json().result;
    const en = (await menus({ ...finance.headers, '.aspnetcore.culture': 'c=en|uic=en' })).json().result;
    expect(zh.permissions).toContain('Pages.Orders');
    expect(zh.menus[0]).toMatchObject({ key: 'dashboard', title: '首頁', path: '/admin/index' });
    expect(en.menus[0]).toMatchObject({ key: 'dashboard', title: 'Dashboard' });
    const paths = JSON.stringify(zh.menus);
    expect(paths).toContain('/admin/OrderList');
    expect(paths).not.toContain('/admin/Banner');
  });
});
