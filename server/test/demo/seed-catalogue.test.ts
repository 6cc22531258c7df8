import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/db/seed.ts';
import { seedDemoSales } from '../../src/demo/demo-sales.ts';
import { ingestDemoPhotos } from '../../src/demo/ingest-demo-photos.ts';
import { seedDemoCatalogue } from '../../src/demo/seed-catalogue.ts';
import { variantKey } from '../../src/lib/storage-keys.ts';
import { reconcileLedger } from '../../src/shared/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db, t.config.remittanceKey);
});
afterAll(() => t.close());

describe('the demo catalogue', () => {
  it('creates a calendar, the demo activity, banners, footer pages and navigation, once', async () => {
    const activityId = await seedDemoCatalogue(t.db, t.storage);
    expect(await seedDemoCatalogue(t.db, t.storage)).toBe(activityId);

    const activity = await t.db.activity.findUniqueOrThrow({ where: { id: activityId }, include: { event: true } });
    expect(activity.event?.title).toBe(activity.title);
    expect(await t.db.event.count({ where: { eventDate: { gte: new Date() } } })).toBeGreaterThanOrEqual(5);
    expect(await t.db.activity.count()).toBe(1);

    const banners = await t.db.banner.findMany({ orderBy: { sort: 'asc' } });
    expect(banners).toHaveLength(3);
    expect(banners[0]!.linkUrl).toBe(`/activityevent/${activityId}`);
    for (const banner of banners) expect(await t.storage.get('public', banner.imageKey)).toBeDefined();
    // The demo's pictures come with their copies for phones, as the back office's would.
    expect(banners.map((banner) => banner.imageWidth)).toEqual([1600, 1600, 1600]);
    expect(await t.storage.get('public', variantKey(banners[0]!.imageKey, 960))).toBeDefined();
    expect(activity.coverWidth).toBe(1200);

    const pages = await t.db.footLink.findMany({ where: { requestUrl: { not: null } }, include: { content: true } });
    expect(pages.map((p) => p.requestUrl)).toContain('photographers/join');
    expect(pages.every((p) => p.parentId !== null && p.content?.content.startsWith('<h2>'))).toBe(true);
    expect(await t.db.headerLink.count()).toBe(5);
  });

  it('uploads generated photos through the photographers’ upload API, resuming after an interruption', async () => {
    const activityId = await seedDemoCatalogue(t.db, t.storage);
    await ingestDemoPhotos(t.app, activityId, 2);
    await ingestDemoPhotos(t.app, activityId, 3);
    const albums = await t.db.album.findMany({
      where: { activityId },
      include: { photos: true },
      orderBy: { id: 'asc' },
    });
    expect(albums.map((a) => [a.name, a.photos.length])).toEqual([
      ['起跑區', 3],
      ['終點線', 3],
    ]);
    expect(new Set(albums.map((a) => a.photographerId)).size).toBe(2);
    expect(albums[0]!.photos.every((p) => p.status === 'processing' && p.fileName.startsWith('IMG_'))).toBe(true);
  });

  it('has the demo member pay two orders through the simulator once photos are ready, once', async () => {
    const activityId = await seedDemoCatalogue(t.db, t.storage);
    await ingestDemoPhotos(t.app, activityId, 3);
    // What the photo pipeline would do: publish the uploaded photos.
    await t.db.photo.updateMany({ where: { activityId }, data: { status: 'ready' } });

    expect(await seedDemoSales(t.app, activityId)).toBe(2);
    const buyer = await t.db.user.findUniqueOrThrow({ where: { email: 'member@demo.tw' } });
    const orders = await t.db.order.findMany({ where: { userId: buyer.id }, include: { items: true } });
    expect(orders.map((order) => [order.status, order.items.length])).toEqual([
      ['paid', 2],
      ['paid', 2],
    ]);
    const sales = await t.db.ledgerEntry.groupBy({ by: ['photographerId'], where: { kind: 'sale' }, _count: true });
    expect(sales.map((line) => line._count)).toEqual([2, 2]);
    expect((await reconcileLedger(t.db)).ok).toBe(true);

    expect(await seedDemoSales(t.app, activityId)).toBe(0);
    expect(await t.db.order.count({ where: { userId: buyer.id } })).toBe(2);
  });
});
