import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let moderator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signInAdminWith(t, [PERMISSIONS.Albums, PERMISSIONS.AlbumsImages]);
});
afterAll(() => t.close());

const get = (query: string, headers = moderator) =>
  t.app.inject({ url: api(`AdminImgDeal/GetHeldReadings?${query}`), headers });
const post = (method: string, ids: number[], headers = moderator) =>
  t.app.inject({ method: 'POST', url: api(`AdminImgDeal/${method}`), headers, payload: { ids } });

/** A published photo of a new activity with readings held for being outside its list. */
async function photoWithHeldReadings(bibs: string[]) {
  const activity = await createActivity(t.db, { faceSearchEnabled: false });
  const album = await createAlbum(t.db, activity);
  const photo = await createPhoto(t.db, album);
  const readings = [];
  for (const [index, bib] of bibs.entries()) {
    readings.push(
      await t.db.heldBibReading.create({
        data: {
          photoId: photo.id,
          activityId: activity.id,
          bib,
          confidence: 0.9,
          boxX: 100 * index,
          boxY: 500,
          boxWidth: 90,
          boxHeight: 40,
        },
      }),
    );
  }
  return { activity, album, photo, readings };
}

const bibSearch = async (activityId: number, code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
      payload: { activityId, code },
    })
  ).json().result.totalCount;

describe('readings held for review in AdminImgDeal', () => {
  it('is for admins with the photo processing permission only', async () => {
    const member = (await signIn(t)).headers;
    const otherAdmin = await signInAdminWith(t, [PERMISSIONS.Albums]);
    for (const headers of [{}, member, otherAdmin]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await get('', headers)).statusCode).toBe(expected);
      expect((await post('AcceptHeldReadings', [1], headers)).statusCode).toBe(expected);
      expect((await post('DiscardHeldReadings', [1], headers)).statusCode).toBe(expected);
    }
  });

  it('lists them by bib with the photo, where the bib was read and where the photo belongs', async () => {
    const { activity, album, photo, readings } = await photoWithHeldReadings(['9', '518848']);
    const response = await get(`activityId=${activity.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      totalCount: 2,
      items: [
        {
          id: readings[1]!.id,
          bib: '518848',
          confidence: 0.9,
          box: { x: 100, y: 500, width: 90, height: 40 },
          photoId: photo.id,
          width: 1600,
          height: 1067,
          thumbnailUrl: expect.stringContaining('thumbnails/'),
          previewUrl: expect.stringContaining('previews/'),
          albumId: album.id,
          activityId: activity.id,
        },
        { id: readings[0]!.id, bib: '9' },
      ],
    });
    expect(response.body).not.toContain('originals/');
    expect((await get(`albumId=${album.id}&bib=9`)).json().result.totalCount).toBe(1);
    expect((await get(`albumId=${album.id + 1000}`)).json().result.totalCount).toBe(0);
    expect((await get('bib=12 34')).statusCode).toBe(400);
  });

  it('accepting publishes a reading as the admin’s tag: a bib search finds it', async () => {
    const { activity, photo, readings } = await photoWithHeldReadings(['518848', '77']);
    expect(await bibSearch(activity.id, '518848')).toBe(0);
    const accepted = await post('AcceptHeldReadings', [readings[0]!.id]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.changed).toBe(1);
    expect(await t.db.bibTag.findMany({ where: { photoId: photo.id } })).toMatchObject([
      { bib: '518848', source: 'admin', confidence: 1, boxX: 0, boxY: 500 },
    ]);
    expect(await bibSearch(activity.id, '518848')).toBe(1);
    // Again: nothing is held any more under that id.
    expect((await post('AcceptHeldReadings', [readings[0]!.id])).json().result.changed).toBe(0);
    expect(await t.db.heldBibReading.count({ where: { photoId: photo.id } })).toBe(1);
  });

  it('discarding forgets a reading: nothing is published', async () => {
    const { activity, photo, readings } = await photoWithHeldReadings(['1234', '88']);
    const discarded = await post(
      'DiscardHeldReadings',
      readings.map((reading) => reading.id),
    );
    expect(discarded.json().result.changed).toBe(2);
    expect(await t.db.heldBibReading.count({ where: { photoId: photo.id } })).toBe(0);
    expect(await t.db.bibTag.count({ where: { photoId: photo.id } })).toBe(0);
    expect(await bibSearch(activity.id, '1234')).toBe(0);
    // The decision is in the audit trail.
    const audit = await t.db.auditLog.findMany({ where: { entity: 'HeldBibReading', action: 'delete' } });
    expect(audit.map((row) => row.entityId)).toEqual(expect.arrayContaining(readings.map((r) => String(r.id))));
  });
});
