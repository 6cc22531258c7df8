import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { S3Settings } from '../../src/config.ts';
import { createS3Client, type Storage } from '../../src/infra/storage.ts';
import { writeBackup } from '../../src/ops/backup.ts';
import { verifyObjects } from '../../src/ops/object-manifest.ts';
import { OperationRefused } from '../../src/ops/operation-refused.ts';
import { restoreBackup } from '../../src/ops/restore.ts';
import type { Database } from '../../src/shared/database.ts';
import { createActivity, createAlbum, createPhotographer } from '../helpers/catalogue-factories.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { api, pathOf } from '../helpers/payments.ts';
import { createOrder, createReadyPhoto } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Backup → wipe → restore on the tests' PostgreSQL and S3 store, as an operator would after losing
// the machine: the dump into a new empty database, the objects back into emptied buckets.

const folders: string[] = [];
let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  if (!closed) await t.close();
});

const s3Of = (t: TestApp): S3Settings => ({
  ...inject('s3'),
  bucketOriginals: t.config.s3.bucketOriginals,
  bucketPublic: t.config.s3.bucketPublic,
});

/** What an operator checks after a restore: accounts, orders and what each photographer is owed. */
async function businessState(db: Database) {
  const users = await db.user.findMany({ select: { email: true, passwordHash: true }, orderBy: { email: 'asc' } });
  const orders = await db.order.findMany({
    select: { merchantTradeNo: true, status: true, totalAmount: true },
    orderBy: { id: 'asc' },
  });
  const balances = await db.ledgerEntry.groupBy({
    by: ['photographerId'],
    _sum: { amount: true },
    orderBy: { photographerId: 'asc' },
  });
  return { users, orders, balances };
}

async function emptyBuckets(storage: Storage) {
  for (const kind of ['originals', 'public'] as const) {
    for (const object of (await storage.list(kind, '')).objects) await storage.remove(kind, object.key);
  }
}

describe('backup and restore', () => {
  // A second app over the restored database, and two restores: allowed 90 s on a loaded machine.
  it('brings back the users, a paid order, ledger balances and a downloadable original after the database and buckets are wiped', async () => {
    const s3 = s3Of(t);
    const photographer = await createPhotographer(t.db, 'Ann');
    const album = await createAlbum(t.db, await createActivity(t.db, { title: '台北馬拉松' }), {
      photographerId: photographer.id,
    });
    const photo = await createReadyPhoto(t, album);
    await t.storage.put('public', photo.previewKey!, Buffer.from('preview'), 'image/jpeg');
    const buyer = await createUser(t.db, { password: 'runner-secret' });
    await createOrder(t.db, { userId: buyer.id, photos: [photo], status: 'paid' });
    const before = await businessState(t.db);
    expect(before.balances.some((row) => row.photographerId === photographer.id && row._sum.amount! > 0)).toBe(true);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    folders.push(dir);
    const backupDir = path.join(dir, 'nightly');
    const manifest = await writeBackup({ databaseUrl: t.databaseUrl, s3, dir: backupDir, copyObjects: true });
    expect(manifest.objects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bucket: 'originals', key: photo.originalKey, size: photo.bytes.length }),
        expect.objectContaining({ bucket: 'public', key: photo.previewKey, contentType: 'image/jpeg' }),
      ]),
    );
    expect(manifest.originalsMissingAtBackup).toEqual([]);

    // The machine is lost: its database dropped, its buckets emptied.
    await emptyBuckets(t.storage);
    await t.close();
    closed = true;

    const restored = await createScratchDatabase('restored');
    try {
      const result = await restoreBackup({ databaseUrl: restored.url, s3, dir: backupDir, force: false });
      expect(result).toMatchObject({ checked: manifest.objects.length, missing: [], different: [] });
      expect(result.objectsPutBack).toBe(manifest.objects.length);
      await expect(restoreBackup({ databaseUrl: restored.url, s3, dir: backupDir, force: false })).rejects.toThrow(
        OperationRefused,
      );
      // Told to, it replaces what the database holds; the checks below run on this second restore.
      await restoreBackup({ databaseUrl: restored.url, s3, dir: backupDir, force: true });

      const again = await createTestApp({ sameDatabaseAs: { ...t, databaseUrl: restored.url } });
      try {
        expect(await businessState(again.db)).toEqual(before);
        // The buyer signs in with the old password and downloads the exact original through the shop.
        const headers = bearer(await loginToken(again.app, buyer.email, 'runner-secret'));
        const link = await again.app.inject({
          method: 'GET',
          url: api(`Download/GetOriginalUrl?photoId=${photo.id}`),
          headers,
        });
        expect(link.statusCode, link.body).toBe(200);
        const download = await again.app.inject({ method: 'GET', url: pathOf(link.json().result.url) });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(photo.bytes)).toBe(true);

        // Checked again after an original went missing from the store, the manifest names it.
        await again.storage.remove('originals', photo.originalKey);
        const client = createS3Client(s3);
        const check = await verifyObjects(client, s3, manifest.objects);
        client.destroy();
        expect(check.missing.map((object) => object.key)).toEqual([photo.originalKey]);
      } finally {
        await again.close();
      }
    } finally {
      await dropDatabase(restored.name);
    }
  }, 90_000);
});
