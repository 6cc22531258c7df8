import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { takeStatusSample } from '../../src/modules/system-status/service.ts';
import { OWNER_ROLE } from '../../src/shared/domain/roles.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { processUploadedPhoto } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The system status page's data (decision 070): owners see, minute by minute over the last hour,
// the photo queue, photos published and their upload → published delay, requests and errors.

const URL = '/api/services/app/AdminSystemStatus/GetLastHour';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      app.get('/api/test-failure', async () => {
        throw new Error('broken on purpose');
      }),
  });
});
afterAll(() => t.close());

const signIn = async (roles: string[], isAdmin = true) => {
  const user = await createUser(t.db, { isAdmin, roles });
  return bearer(await loginToken(t.app, user.email, user.password));
};

describe('who may read the system status', () => {
  it('refuses guests, members and admins without the permission; answers owners', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = await signIn([], false);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: member })).statusCode).toBe(403);
    // Finance, editors and photo moderators work on race day, but the servers' state is the owners'.
    for (const role of ['Finance', 'Editor', 'PhotoModerator']) {
      const answer = await t.app.inject({ method: 'GET', url: URL, headers: await signIn([role]) });
      expect(answer.statusCode, role).toBe(403);
    }
    const dashboardOnly = await signInAdminWith(t, ['Pages.Dashboard']);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: dashboardOnly })).statusCode).toBe(403);
    const owner = await signIn([OWNER_ROLE]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: owner })).statusCode).toBe(200);
  });

  it('puts the page in the menu of owners only', async () => {
    const menuOf = async (headers: Record<string, string>) =>
      JSON.stringify(
        (await t.app.inject({ method: 'GET', url: '/api/services/app/AdminMenu/GetMyMenus', headers })).json(),
      );
    expect(await menuOf(await signIn([OWNER_ROLE]))).toContain('/admin/SystemStatus');
    expect(await menuOf(await signIn(['Finance']))).not.toContain('/admin/SystemStatus');
  });
});

describe('the last hour', () => {
  it('draws the queue, the photos published with their delay, and the error rate once photos are processed', async () => {
    const owner = await signIn([OWNER_ROLE]);
    const before = (await t.app.inject({ method: 'GET', url: URL, headers: owner })).json().result;
    expect(before.minutes).toHaveLength(60);
    expect(before.minutes.every((minute: { queueWaiting: null }) => minute.queueWaiting === null)).toBe(true);

    await takeStatusSample(t.app); // starts this web server's request count afresh
    await processUploadedPhoto(t, { uploadedSecondsAgo: 90 });
    await processUploadedPhoto(t, { uploadedSecondsAgo: 30 });
    await t.boss.send(processPhoto.name, { photoId: 2_000_000_000 }); // waits: no worker runs here
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test-failure' })).statusCode).toBe(500);
    await takeStatusSample(t.app);

    const { queue, minutes } = (await t.app.inject({ method: 'GET', url: URL, headers: owner })).json().result;
    expect(queue).toMatchObject({ waiting: 1, active: 0 });
    const sampled = minutes.filter((minute: { queueWaiting: number | null }) => minute.queueWaiting !== null);
    expect(sampled.at(-1)).toMatchObject({ queueWaiting: 1 });
    // Both samples may fall in one minute or two: together they count the requests since the first.
    const sum = (field: string) => sampled.reduce((total: number, m: Record<string, number>) => total + m[field]!, 0);
    expect(sum('serverErrors')).toBe(1);
    expect(sum('requests')).toBeGreaterThanOrEqual(4);

    const publishing = minutes.filter((minute: { photosPublished: number }) => minute.photosPublished > 0);
    expect(publishing.reduce((total: number, m: { photosPublished: number }) => total + m.photosPublished, 0)).toBe(2);
    const delays = publishing.flatMap((m: { publishDelayP95Seconds: number }) => [m.publishDelayP95Seconds]);
    expect(Math.max(...delays)).toBeGreaterThanOrEqual(29);
    expect(Math.max(...delays)).toBeLessThan(150);
    expect(minutes.at(-1).minute).toBe(new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  });

  it('keeps a day of samples', async () => {
    await t.db.statusSample.create({
      data: {
        minute: new Date(Date.now() - 25 * 3_600_000),
        queueWaiting: 0,
        queueOldestSeconds: 0,
        requests: 0,
        serverErrors: 0,
      },
    });
    await takeStatusSample(t.app);
    const oldest = await t.db.statusSample.findFirst({ orderBy: { minute: 'asc' } });
    expect(Date.now() - oldest!.minute.getTime()).toBeLessThan(24 * 3_600_000);
  });

  it('is sampled by a web server as soon as it listens', async () => {
    await t.db.statusSample.deleteMany();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect((t.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    await expect.poll(() => t.db.statusSample.count(), { timeout: 10_000 }).toBe(1);
  });
});
