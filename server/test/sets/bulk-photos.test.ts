import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkActivity } from '../../../scripts/sets/bulk-photos.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('insertBulkActivity', () => {
  it('inserts an activity of ready photos with bib tags that the bib search finds, the same for a seed', async () => {
    const options = { photos: 3000, photographers: 3, bibsPerPhoto: 2, runners: 100, seed: 7 };
    const first = await insertBulkActivity(t.db, options);
    const second = await insertBulkActivity(t.databaseUrl, options); // through a plain pg connection

    for (const bulk of [first, second]) {
      const activity = await t.db.activity.findUniqueOrThrow({ where: { id: bulk.activityId } });
      expect(activity).toMatchObject({ photoCount: 3000, photographerCount: 3 });
      const albums = await t.db.album.findMany({ where: { activityId: bulk.activityId } });
      expect(albums.map((a) => a.photoCount)).toEqual([1000, 1000, 1000]);
      expect(await t.db.photo.count({ where: { activityId: bulk.activityId, status: 'ready' } })).toBe(3000);
    }
    // The photographers of a seed are reused, not duplicated.
    expect(second.photographerIds.sort()).toEqual(first.photographerIds.sort());

    const tagsOf = async (activityId: number) =>
      (
        await t.db.$queryRaw<{ fileName: string; bib: string; source: string }[]>`
          SELECT p."fileName", b.bib, b.source FROM "BibTag" b JOIN "Photo" p ON p.id = b."photoId"
          WHERE b."activityId" = ${activityId} ORDER BY 1, 2, 3`
      ).map((row) => `${row.fileName} ${row.bib} ${row.source}`);
    const tags = await tagsOf(first.activityId);
    expect(tags.length).toBeGreaterThan(5500);
    expect(await tagsOf(second.activityId)).toEqual(tags);

    const [busiest] = await t.db.$queryRaw<{ bib: string; photos: number }[]>`
      SELECT bib, count(DISTINCT "photoId")::int AS photos FROM "BibTag" WHERE "activityId" = ${first.activityId}
      GROUP BY bib ORDER BY 2 DESC LIMIT 1`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      payload: { activityId: first.activityId, code: busiest!.bib, MaxResultCount: 100 },
    });
    expect(response.json().result.totalCount).toBe(busiest!.photos);
  });
});
