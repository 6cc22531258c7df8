import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { registeredBibFormat, splitByRegisteredBibs } from '../../src/shared/registered-bibs.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createBibTag, createFace, createPhoto } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { multipartFile } from '../helpers/multipart.ts';

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const api = (path: string) => `/api/services/app/AdminActivity/${path}`;
const importCsv = (
  activityId: number,
  csv: string | Buffer,
  headers: object = t.callers.editor,
  fileName = 'runners.csv',
) => {
  const file = multipartFile('file', fileName, 'text/csv', Buffer.from(csv));
  return t.app.inject({
    method: 'POST',
    url: api(`ImportRegisteredBibs?id=${activityId}`),
    payload: file.payload,
    headers: { ...(headers as Record<string, string>), ...file.headers },
  });
};
const listOf = async (activityId: number, query = '') => {
  const response = await t.app.inject({
    url: api(`GetRegisteredBibs?id=${activityId}${query}`),
    headers: t.callers.reader as Record<string, string>,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};
const registeredBibs = async (activityId: number) =>
  (await t.db.registeredBib.findMany({ where: { activityId }, orderBy: { bib: 'asc' } })).map((row) => row.bib);

describe('registered bibs in the back office', () => {
  it('lets readers read the list, only editors import or remove it, and nobody else in', async () => {
    const activity = await createActivity(t.db);
    for (const who of ['guest', 'member', 'other'] as const) {
      const read = await t.app.inject({ url: api(`GetRegisteredBibs?id=${activity.id}`), headers: t.callers[who] });
      expect(read.statusCode, who).toBe(who === 'guest' ? 401 : 403);
    }
    for (const who of ['guest', 'member', 'other', 'reader'] as const) {
      expect((await importCsv(activity.id, 'bib\n1\n', t.callers[who])).statusCode, who).toBe(
        who === 'guest' ? 401 : 403,
      );
      const removal = await t.app.inject({
        method: 'DELETE',
        url: api(`DeleteRegisteredBibs?id=${activity.id}`),
        headers: t.callers[who],
      });
      expect(removal.statusCode, who).toBe(who === 'guest' ? 401 : 403);
    }
    expect(await registeredBibs(activity.id)).toEqual([]);
  });

  it('imports a good file: bibs, names, categories, ranges; its summary, format and audit row', async () => {
    const activity = await createActivity(t.db);
    const response = await importCsv(
      activity.id,
      '號碼布,姓名,組別,電話\n1001,王小明,全馬,0912345678\n1002,林美玲,全馬,\nA001-A003,,半馬,\n999,,5K,\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      imported: true,
      problemCount: 0,
      problems: [],
      list: {
        bibCount: 6,
        namedCount: 2,
        fileName: 'runners.csv',
        format: {
          shapes: [
            { prefix: 'A', length: 4, count: 3 },
            { prefix: '', length: 4, count: 2 },
            { prefix: '', length: 3, count: 1 },
          ],
        },
      },
    });
    const listed = await listOf(activity.id);
    expect(listed).toMatchObject({ heldCount: 0, totalCount: 6 });
    // Numbered order: 999 before 1001, letters after digits.
    expect(listed.items.map((row: { bib: string }) => row.bib)).toEqual([
      '999',
      '1001',
      '1002',
      'A001',
      'A002',
      'A003',
    ]);
    expect(listed.items[1]).toEqual({ bib: '1001', name: '王小明', category: '全馬' });
    expect((await listOf(activity.id, '&keyword=林')).items).toEqual([
      { bib: '1002', name: '林美玲', category: '全馬' },
    ]);
    expect((await listOf(activity.id, '&keyword=a00')).totalCount).toBe(3);
    expect((await listOf(activity.id, '&keyword=100')).items.map((row: { bib: string }) => row.bib)).toEqual([
      '1001',
      '1002',
    ]);
    expect((await listOf(activity.id, '&keyword=%')).totalCount).toBe(0);
    expect(await registeredBibFormat(t.db, activity.id)).toEqual(listed.list.format);
    // The phone number was never stored; the import is in the audit trail, the names are not.
    const stored = JSON.stringify(await t.db.registeredBib.findMany({ where: { activityId: activity.id } }));
    expect(stored).not.toContain('0912');
    const audit = await t.db.auditLog.findMany({
      where: { entity: 'RegisteredBibList', entityId: String(activity.id) },
    });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('王小明');
  });

  it('imports nothing from a file with a bad row, and answers each bad row in the caller’s language', async () => {
    const activity = await createActivity(t.db);
    expect((await importCsv(activity.id, 'bib,name\n1,甲\n2,乙\n')).json().result.imported).toBe(true);
    const file = 'bib,name\n10,甲\n11,乙\n10,丙\nA1-B3,\n12,\n';
    for (const [language, duplicate] of [
      ['zh-TW', '號碼 10 與第 2 列重複'],
      ['en', 'Bib 10 is already on row 2'],
    ] as const) {
      const response = await importCsv(activity.id, file, { ...t.callers.editor, ...culture(language) });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json().result;
      expect(result).toMatchObject({ imported: false, problemCount: 2, list: { bibCount: 2 } });
      expect(result.problems).toEqual([
        { row: 4, code: 'duplicate', message: duplicate },
        { row: 5, code: 'rangePrefix', message: expect.any(String) },
      ]);
    }
    // The list before stays whole.
    expect(await registeredBibs(activity.id)).toEqual(['1', '2']);
  });

  it('replaces the list on a new import, and re-sorts the readings already stored', async () => {
    const activity = await createActivity(t.db, { faceSearchEnabled: false });
    const album = await createAlbum(t.db, activity);
    const photo = await createPhoto(t.db, album);
    for (const bib of ['1001', '518848', '1003'])
      await createBibTag(t.db, photo, bib, { source: 'ocr', confidence: 0.9 });
    await createBibTag(t.db, photo, '777', { source: 'photographer' });

    await importCsv(activity.id, 'bib\n1001-1002\n');
    expect(await registeredBibs(activity.id)).toEqual(['1001', '1002']);
    const tags = async () =>
      (await t.db.bibTag.findMany({ where: { photoId: photo.id }, orderBy: { bib: 'asc' } })).map((tag) => tag.bib);
    const held = async () =>
      (await t.db.heldBibReading.findMany({ where: { photoId: photo.id }, orderBy: { bib: 'asc' } })).map((r) => r.bib);
    // Readings outside the list are held; the photographer's tag stays whatever the list says.
    expect(await tags()).toEqual(['1001', '777']);
    expect(await held()).toEqual(['1003', '518848']);
    expect((await listOf(activity.id)).heldCount).toBe(2);

    // A new file replaces the list: 1003 is now registered and published with its confidence, 1001 held.
    await importCsv(activity.id, 'bib\n1003\n1004\n');
    expect(await registeredBibs(activity.id)).toEqual(['1003', '1004']);
    expect(await tags()).toEqual(['1003', '777']);
    expect(await held()).toEqual(['1001', '518848']);
    expect((await t.db.bibTag.findFirstOrThrow({ where: { photoId: photo.id, bib: '1003' } })).confidence).toBe(0.9);

    // Removing the list publishes everything held.
    const removal = await t.app.inject({
      method: 'DELETE',
      url: api(`DeleteRegisteredBibs?id=${activity.id}`),
      headers: t.callers.editor,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await tags()).toEqual(['1001', '1003', '518848', '777']);
    expect(await held()).toEqual([]);
    expect((await listOf(activity.id)).list).toBeNull();
    expect(await registeredBibFormat(t.db, activity.id)).toBeNull();
  });

  it('judges again, by each new list, a number published only because the list vouched for it', async () => {
    const activity = await createActivity(t.db, { faceSearchEnabled: false });
    const photo = await createPhoto(t.db, await createAlbum(t.db, activity));
    await importCsv(activity.id, 'bib\n2001\n3001\n');
    // Read from papers that looked cut, published because nothing longer on the list ends or starts with them.
    for (const bib of ['2001', '3001']) await createBibTag(t.db, photo, bib, { source: 'ocr', listVouched: true });
    const face = await createFace(t.db, photo);
    await t.db.faceBibLink.create({
      data: { faceId: face.id, bib: '2001', activityId: activity.id, photoId: photo.id },
    });
    const tags = async () =>
      (await t.db.bibTag.findMany({ where: { photoId: photo.id }, orderBy: { bib: 'asc' } })).map((tag) => tag.bib);

    // 20011 may be what lies under the arm: 2001 goes, with the face's link, and is not held either.
    await importCsv(activity.id, 'bib\n20011\n2001\n3001\n');
    expect(await tags()).toEqual(['3001']);
    expect(await t.db.heldBibReading.count({ where: { photoId: photo.id } })).toBe(0);
    expect(await t.db.faceBibLink.count({ where: { photoId: photo.id } })).toBe(0);

    // Without a list nothing vouches for 3001 any more.
    const removal = await t.app.inject({
      method: 'DELETE',
      url: api(`DeleteRegisteredBibs?id=${activity.id}`),
      headers: t.callers.editor,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await tags()).toEqual([]);
  });

  it('refuses a file over the size limit, a request without a file, and an activity being deleted', async () => {
    const activity = await createActivity(t.db);
    // One unreadable row over 9 MB: parsing stops at once, the upload is still read to its end.
    const huge = `bib\n"${'x'.repeat(9 * 1024 * 1024)}`;
    const tooLarge = await importCsv(activity.id, huge);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    const noFile = await t.app.inject({
      method: 'POST',
      url: api(`ImportRegisteredBibs?id=${activity.id}`),
      headers: { ...t.callers.editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect((await importCsv(activity.id, Buffer.from([0x31, 0x2c, 0xa4, 0xfd, 0x0a]))).json().error.message).toContain(
      'UTF-8',
    );
    await t.db.activity.update({ where: { id: activity.id }, data: { deletingAt: new Date() } });
    expect((await importCsv(activity.id, 'bib\n1\n')).statusCode).toBe(409);
    expect((await importCsv(999_999, 'bib\n1\n')).statusCode).toBe(404);
    expect(await registeredBibs(activity.id)).toEqual([]);
  });

  it('imports 50 000 runners with names in seconds', async () => {
    const activity = await createActivity(t.db);
    const rows = Array.from({ length: 50_000 }, (_, index) => `${10_000 + index},跑者${index},全馬`);
    const started = performance.now();
    const response = await importCsv(activity.id, `bib,name,category\n${rows.join('\n')}\n`);
    const seconds = (performance.now() - started) / 1000;
    expect(response.json().result).toMatchObject({ imported: true, list: { bibCount: 50_000, namedCount: 50_000 } });
    expect(await t.db.registeredBib.count({ where: { activityId: activity.id } })).toBe(50_000);
    // Generous for a loaded machine: the point is seconds, not minutes.
    expect(seconds).toBeLessThan(30);
  });

  it('judges thousands of vouched numbers against a 200 000-runner list within its import', async () => {
    const activity = await createActivity(t.db, { faceSearchEnabled: false });
    const photo = await createPhoto(t.db, await createAlbum(t.db, activity));
    // 195 000 even seven-digit bibs: their four-digit ends are even numbers, their starts 2000–2389.
    const longer = Array.from({ length: 195_000 }, (_, index) => String(2_000_000 + 2 * index));
    const short = Array.from({ length: 5_000 }, (_, index) => String(5_000 + index));
    await t.db.bibTag.createMany({
      data: short.map((bib) => ({ photoId: photo.id, activityId: activity.id, bib, source: 'ocr', listVouched: true })),
    });
    // As on a live server, the table's statistics know only the other races' lists, not this one.
    await t.db.$executeRawUnsafe('ANALYZE "RegisteredBib"');
    const started = performance.now();
    const response = await importCsv(activity.id, `bib\n${[...longer, ...short].join('\n')}\n`);
    const seconds = (performance.now() - started) / 1000;
    expect(response.json().result).toMatchObject({ imported: true, list: { bibCount: 200_000 } });
    // An even one may be the end of a longer runner's number under an arm: it goes; the odd ones stay.
    const kept = await t.db.bibTag.findMany({ where: { photoId: photo.id }, select: { bib: true } });
    expect(kept.map((tag) => tag.bib).sort()).toEqual(short.filter((bib) => Number(bib) % 2 === 1));
    // A scan of the list per vouched number would take minutes here.
    expect(seconds).toBeLessThan(60);

    // A new photo's readings are judged the same way against the same list.
    const sorted = await t.db.$transaction((tx) =>
      splitByRegisteredBibs(tx, activity.id, [
        { bib: '5001', looksCut: true },
        { bib: '5002', looksCut: true },
        { bib: '2000002', looksCut: false },
      ]),
    );
    expect(sorted.publish).toEqual([
      { bib: '5001', looksCut: true, listVouched: true },
      { bib: '2000002', looksCut: false, listVouched: false },
    ]);
    expect(sorted.hold).toEqual([]);
  }, 120_000);
});
