import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { NOTIFICATION_RETENTION_MS, OUTBOX_RETENTION_MS, purgeExpired } from '../../src/jobs/purge-expired.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/factories.ts';
import { firstAttempt, jobContext, workerResources } from '../helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 60 * 60 * 1000;

async function seedSecrets() {
  const user = await createUser(t.db);
  await t.db.emailCode.createMany({
    data: [
      {
        email: 'old@example.com',
        purpose: 'register',
        codeHash: 'a',
        expiresAt: ago(25 * HOUR),
        createdAt: ago(25 * HOUR),
      },
      { email: 'live@example.com', purpose: 'register', codeHash: 'b', expiresAt: new Date(Date.now() + HOUR) },
    ],
  });
  await t.db.passwordResetToken.createMany({
    data: [
      { userId: user.id, tokenHash: `old-${user.id}`, expiresAt: ago(30 * HOUR), createdAt: ago(30 * HOUR) },
      { userId: user.id, tokenHash: `live-${user.id}`, expiresAt: new Date(Date.now() + HOUR) },
    ],
  });
  await t.db.outboxMail.createMany({
    data: [
      { to: 'old@example.com', subject: 'old', text: 'x', createdAt: ago(OUTBOX_RETENTION_MS + HOUR) },
      { to: 'new@example.com', subject: 'new', text: 'y' },
    ],
  });
  const notification = { type: 'ApplyPhotographer', permission: 'Pages.Applications', titleEn: 'x' };
  const old = await t.db.notification.create({
    data: { ...notification, title: 'old', createdAt: ago(NOTIFICATION_RETENTION_MS + HOUR) },
  });
  await t.db.notificationRead.create({ data: { userId: user.id, notificationId: old.id } });
  await t.db.notification.create({
    data: { ...notification, title: 'recent', createdAt: ago(NOTIFICATION_RETENTION_MS - HOUR) },
  });
}

describe('maintenance.purge-expired', () => {
  it('removes dead codes, links, old outbox mail and old notifications, and keeps live ones', async () => {
    await seedSecrets();
    await purgeExpired.handle(jobContext(t), {}, firstAttempt);
    expect((await t.db.emailCode.findMany()).map((c) => c.email)).toEqual(['live@example.com']);
    expect((await t.db.passwordResetToken.findMany()).map((r) => r.tokenHash)).toEqual([
      expect.stringMatching(/^live-/),
    ]);
    expect((await t.db.outboxMail.findMany()).map((m) => m.subject)).toEqual(['new']);
    expect((await t.db.notification.findMany()).map((n) => n.title)).toEqual(['recent']);
    expect(await t.db.notificationRead.count()).toBe(0);
    // Running again changes nothing: the job is idempotent.
    await purgeExpired.handle(jobContext(t), {}, firstAttempt);
    expect(await t.db.emailCode.count()).toBe(1);
  });

  it('runs through the real queue when the worker is started', async () => {
    await seedSecrets();
    await startWorker(t.boss, workerResources(t), [purgeExpired]);
    const schedules = await t.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain('maintenance.purge-expired');
    await t.boss.send('maintenance.purge-expired', {});
    await expect
      .poll(() => t.db.outboxMail.count({ where: { subject: 'old' } }), { timeout: 15_000, interval: 200 })
      .toBe(0);
  });
});
