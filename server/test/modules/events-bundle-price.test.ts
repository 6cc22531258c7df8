import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const api = (path: string) => `/api/services/app/${path}`;
const update = (payload: object, headers: Record<string, string> = t.callers.editor) =>
  t.app.inject({ method: 'PUT', url: api('AdminActivity/Update'), headers, payload });

describe("an activity's bundle price", () => {
  it('is set and cleared by an editor, and shown to buyers with the activity', async () => {
    const activity = await createActivity(t.db);
    const fields = { id: activity.id, title: activity.title, activityDate: '2025-03-16', defaultPrice: 169 };
    const set = await update({ ...fields, bundlePrice: 599 });
    expect(set.statusCode).toBe(200);
    expect(set.json().result.bundlePrice).toBe(599);
    const config = await t.app.inject({ url: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`) });
    expect(config.json().result.bundlePrice).toBe(599);

    expect((await update({ ...fields, bundlePrice: null })).json().result.bundlePrice).toBeNull();
    expect((await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).bundlePrice).toBeNull();
  });

  it('refuses a price out of bounds and changes nothing', async () => {
    const activity = await t.db.activity.update({
      where: { id: (await createActivity(t.db)).id },
      data: { bundlePrice: 500 },
    });
    const fields = { id: activity.id, title: 'Changed', activityDate: '2025-03-16', defaultPrice: 169 };
    for (const bundlePrice of [0, -1, 1_000_001, 1.5, '599']) {
      const refused = await update({ ...fields, bundlePrice }, { ...t.callers.editor, ...culture('en') });
      expect(refused.statusCode, String(bundlePrice)).toBe(400);
    }
    expect(await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      title: activity.title,
      bundlePrice: 500,
    });
  });

  it('is changed only by an editor', async () => {
    const activity = await createActivity(t.db);
    const body = { id: activity.id, title: 'x', activityDate: '2025-03-16', defaultPrice: 169, bundlePrice: 300 };
    expect((await update(body, t.callers.guest)).statusCode).toBe(401);
    expect((await update(body, t.callers.member)).statusCode).toBe(403);
    expect((await update(body, t.callers.reader)).statusCode).toBe(403);
    expect((await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).bundlePrice).toBeNull();
  });
});
