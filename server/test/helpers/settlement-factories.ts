import { expect } from 'vitest';
import type { Database } from '../../src/shared/database.ts';
import { createActivity, createAlbum, createPhoto, createPhotographer } from './catalogue-factories.ts';
import { bearer, loginToken } from './factories.ts';
import { api } from './payments.ts';
import { createOrder } from './shop-factories.ts';
import type { TestApp } from './test-app.ts';

/** A batch with one line for the photographer, in the given state (default paid), for ledger tests. */
export async function createSettlementLine(
  db: Database,
  {
    photographerId,
    amount,
    createdById,
    state = 'paid',
  }: { photographerId: number; amount: number; createdById: number; state?: string },
) {
  const batch = await db.settlementBatch.create({
    data: {
      periodFrom: new Date('2025-03-01T00:00:00+08:00'),
      periodTo: new Date('2025-04-01T00:00:00+08:00'),
      createdById,
      lines: { create: { photographerId, itemCount: 0, itemsAmount: amount, carriedAmount: 0, amount, state } },
    },
    include: { lines: true },
  });
  return batch.lines[0]!;
}

/** Saves a photographer's remittance account the way they do, through their own endpoint. */
export async function saveRemittanceAccount(
  t: TestApp,
  photographer: { email: string; password: string },
  accountNumber = '0012345678901',
) {
  const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  const saved = await t.app.inject({
    method: 'POST',
    url: api('MemEmber/UpdateUsersRemittance'),
    headers,
    payload: { bankCode: '004', branch: '信義分行', accountName: '王小明', accountNumber },
  });
  expect(saved.statusCode).toBe(200);
}

/**
 * A new photographer's photos sold to the buyer in one paid order each (at 20 % commission the
 * shares are 80 % of the prices); the photographer has a remittance account unless told otherwise.
 */
export async function photographerWithSales(
  t: TestApp,
  {
    buyerId,
    prices,
    paidAt,
    withAccount = true,
  }: { buyerId: number; prices: number[]; paidAt: Date; withAccount?: boolean },
) {
  const photographer = await createPhotographer(t.db);
  if (withAccount) await saveRemittanceAccount(t, photographer);
  const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: photographer.id });
  const orders = [];
  for (const price of prices) {
    const photo = await createPhoto(t.db, album, { price });
    orders.push(await createOrder(t.db, { userId: buyerId, photos: [photo], createdAt: paidAt, paidAt }));
  }
  return { photographer, orders, items: orders.map((order) => order.items[0]!) };
}
