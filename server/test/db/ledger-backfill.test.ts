import { expect, it } from 'vitest';
import { createDatabase } from '../../src/infra/database.ts';
import { createPhotographer } from '../helpers/catalogue-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { databaseBeforeMigration } from '../helpers/databases.ts';
import { merchantTradeNo } from '../helpers/shop-factories.ts';

// The ledger's migration credits the items sold before it: a database migrated up to the one
// before, with paid, refunded and pending orders, then the ledger's migration.

it('backfills a sale for every item of a paid or refunded order, and a reversal for the refunded', async () => {
  const { url, migration, applyIt } = await databaseBeforeMigration('photographer_ledger');
  const db = createDatabase(url, 2);
  try {
    // Today's client writes into the schema as it was before the ledger: every write asks back
    // only columns that existed then (later migrations added some to Activity, Album, Photo and OrderItem).
    const buyer = await createUser(db);
    const activity = await db.activity.create({
      data: { title: '帳本補登測試', activityDate: new Date('2025-03-16T00:00:00Z') },
      select: { id: true },
    });
    const album = await db.album.create({
      data: {
        activityId: activity.id,
        photographerId: (await createPhotographer(db)).id,
        name: '帳本補登相簿',
        defaultPrice: 169,
      },
      select: { id: true, activityId: true, photographerId: true },
    });
    const photos = await Promise.all(
      [100, 200, 300].map((price, index) =>
        db.photo.create({
          data: {
            albumId: album.id,
            activityId: album.activityId,
            photographerId: album.photographerId,
            originalKey: `originals/${album.id}/${index}.jpg`,
            previewKey: `previews/${album.id}/${index}.jpg`,
            thumbnailKey: `thumbnails/${album.id}/${index}.jpg`,
            fileName: `IMG_${index}.jpg`,
            fileSize: 1_000_000,
            contentHash: String(index).padStart(64, '0'),
            width: 1600,
            height: 1067,
            takenAt: new Date('2025-03-16T07:00:00Z'),
            price,
            status: 'ready',
          },
          select: { id: true, price: true },
        }),
      ),
    );
    const order = (status: string, photo: (typeof photos)[number], paidAt: Date | null) =>
      db.order.create({
        data: {
          merchantTradeNo: merchantTradeNo(),
          userId: buyer.id,
          status,
          totalAmount: photo.price,
          itemCount: 1,
          choosePayment: 'Credit',
          expiresAt: new Date(),
          paidAt,
          refundedAt: status === 'refunded' ? new Date('2026-02-01T00:00:00Z') : null,
          items: {
            create: [
              {
                photoId: photo.id,
                activityId: album.activityId,
                albumId: album.id,
                photographerId: album.photographerId,
                price: photo.price,
                photographerShare: photo.price - 10,
                platformFee: 10,
              },
            ],
          },
        },
        select: { items: { select: { id: true } } },
      });
    const paid = await order('paid', photos[0]!, new Date('2026-01-01T00:00:00Z'));
    const refunded = await order('refunded', photos[1]!, new Date('2026-01-02T00:00:00Z'));
    await order('pending', photos[2]!, null);

    expect(await applyIt()).toEqual([migration]);

    const entries = await db.ledgerEntry.findMany({ orderBy: { id: 'asc' } });
    expect(
      entries.map(({ kind, amount, orderItemId, createdAt }) => ({ kind, amount, orderItemId, createdAt })),
    ).toEqual([
      { kind: 'sale', amount: 90, orderItemId: paid.items[0]!.id, createdAt: new Date('2026-01-01T00:00:00Z') },
      { kind: 'sale', amount: 190, orderItemId: refunded.items[0]!.id, createdAt: new Date('2026-01-02T00:00:00Z') },
      {
        kind: 'reversal',
        amount: -190,
        orderItemId: refunded.items[0]!.id,
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    expect(entries.every((entry) => entry.photographerId === album.photographerId)).toBe(true);
  } finally {
    await db.$disconnect();
  }
});
