import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 3600_000;
const banner = (title: string, extra: object = {}) =>
  t.db.banner.create({ data: { title, imageKey: `banners/${title}.jpg`, ...extra } });

describe('Banner/GetAll', () => {
  it('answers the visible banners of a type that are scheduled now, by sort', async () => {
    const now = Date.now();
    await banner('second', { sort: 2, linkUrl: '/eventlist' });
    await banner('first', { sort: 1, startsAt: new Date(now - hour), endsAt: new Date(now + hour) });
    await banner('hidden', { isVisible: false });
    await banner('not yet', { startsAt: new Date(now + hour) });
    await banner('over', { endsAt: new Date(now - hour) });
    await banner('other type', { typeId: 2 });

    const response = await t.app.inject({ url: '/api/services/app/Banner/GetAll' });
    expect(response.json().result).toEqual({
      totalCount: 2,
      items: [
        {
          id: expect.any(Number),
          title: 'first',
          altText: 'first',
          imageUrl: t.storage.publicUrl('banners/first.jpg'),
          // Stored before banners had copies for phones (the backfill job makes them).
          imageSrcSet: null,
          linkUrl: null,
          sort: 1,
        },
        {
          id: expect.any(Number),
          title: 'second',
          altText: 'second',
          imageUrl: t.storage.publicUrl('banners/second.jpg'),
          imageSrcSet: null,
          linkUrl: '/eventlist',
          sort: 2,
        },
      ],
    });
    const other = await t.app.inject({ url: '/api/services/app/Banner/GetAll?typeId=2' });
    expect(other.json().result.items.map((b: { title: string }) => b.title)).toEqual(['other type']);
    expect((await t.app.inject({ url: '/api/services/app/Banner/GetAll?typeId=x' })).statusCode).toBe(400);
  });
});
