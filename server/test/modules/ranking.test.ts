import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const twoYearsAgo = new Date(Date.now() - 2 * 366 * 86_400_000);
const justNow = new Date(Date.now() - 60_000);

/** A photographer with `published` photos on sale and the given sales (one order per sale list). */
async function photographer(
  name: string,
  {
    published = 0,
    sales = [] as { prices: number[]; at: Date; status?: 'paid' | 'pending' | 'refunded' }[],
    overrides = {},
  } = {},
) {
  const user = await createUser(t.db, { displayName: name, photographerAuth: true, ...overrides });
  const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: user.id, photoCount: published });
  const buyer = await createUser(t.db);
  for (const sale of sales) {
    const photos = [];
    for (const price of sale.prices) photos.push(await createPhoto(t.db, album, { price }));
    await createOrder(t.db, {
      userId: buyer.id,
      photos,
      status: sale.status ?? 'paid',
      createdAt: sale.at,
      paidAt: sale.at,
    });
  }
  return user;
}

async function ranking(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/services/app/Ranking/GetPhotographerRanking?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

describe('photographer ranking', () => {
  it('ranks by photos sold in paid orders of the period, then amount, then published photos', async () => {
    const ann = await photographer('Ann', { published: 3, sales: [{ prices: [169, 169], at: justNow }] });
    const bob = await photographer('Bob', {
      published: 1,
      sales: [
        { prices: [249, 249], at: justNow },
        { prices: [299, 299, 299], at: justNow, status: 'pending' },
        { prices: [299, 299, 299], at: justNow, status: 'refunded' },
      ],
    });
    const cat = await photographer('Cat', { published: 0, sales: [{ prices: [99, 99, 99], at: twoYearsAgo }] });
    const dan = await photographer('Dan', { published: 7 });
    await photographer('Blocked', {
      sales: [{ prices: [99, 99, 99, 99], at: justNow }],
      overrides: { photographerAuthStatus: 'blocked' },
    });
    await photographer('Inactive', {
      sales: [{ prices: [99, 99, 99, 99], at: justNow }],
      overrides: { isActive: false },
    });
    await createUser(t.db, { displayName: 'Just a member' });

    const month = await ranking('period=month');
    expect(month.totalCount).toBe(4);
    expect(month.items).toEqual([
      {
        rank: 1,
        photographerId: bob.id,
        displayName: 'Bob',
        avatarUrl: null,
        soldCount: 2,
        salesAmount: 498,
        publishedCount: 1,
      },
      {
        rank: 2,
        photographerId: ann.id,
        displayName: 'Ann',
        avatarUrl: null,
        soldCount: 2,
        salesAmount: 338,
        publishedCount: 3,
      },
      {
        rank: 3,
        photographerId: dan.id,
        displayName: 'Dan',
        avatarUrl: null,
        soldCount: 0,
        salesAmount: 0,
        publishedCount: 7,
      },
      {
        rank: 4,
        photographerId: cat.id,
        displayName: 'Cat',
        avatarUrl: null,
        soldCount: 0,
        salesAmount: 0,
        publishedCount: 0,
      },
    ]);
    expect((await ranking('period=year')).items.map((i: { photographerId: number }) => i.photographerId)).toEqual([
      bob.id,
      ann.id,
      dan.id,
      cat.id,
    ]);
    const all = await ranking('period=all');
    expect(all.items.map((i: { displayName: string; soldCount: number }) => [i.displayName, i.soldCount])).toEqual([
      ['Cat', 3],
      ['Bob', 2],
      ['Ann', 2],
      ['Dan', 0],
    ]);

    const page = await ranking('period=all&SkipCount=1&MaxResultCount=2');
    expect(page.totalCount).toBe(4);
    expect(page.items.map((i: { rank: number; displayName: string }) => [i.rank, i.displayName])).toEqual([
      [2, 'Bob'],
      [3, 'Ann'],
    ]);
    expect(await ranking('period=all&SkipCount=10')).toEqual({ totalCount: 4, items: [] });
  });

  it('refuses an unknown period', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/Ranking/GetPhotographerRanking?period=week',
    });
    expect(response.statusCode).toBe(400);
  });
});
