import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts, seedReferenceData } from '../../src/db/seed.ts';
import { createDatabase } from '../../src/infra/database.ts';
import { startServices } from '../../src/infra/services.ts';
import { createStorage } from '../../src/infra/storage.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { permissionsOf } from '../helpers/host-access.ts';

// What `npm start` does with nothing configured: embedded database and object store under DATA_DIR.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-embedded-'));
chmodSync(dataDir, 0o755); // the database server may run as the postgres user
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });

async function bootAndUse<T>(
  use: (deps: { db: ReturnType<typeof createDatabase>; storage: ReturnType<typeof createStorage> }) => Promise<T>,
  log: (line: string) => void = () => {},
) {
  const services = await startServices(config, log);
  const db = createDatabase(services.databaseUrl, 2);
  const storage = createStorage(services.s3);
  try {
    expect(services.embedded).toBe(true);
    await migrate(services.databaseUrl);
    await storage.ensureBuckets();
    return await use({ db, storage });
  } finally {
    await db.$disconnect();
    storage.close();
    await services.stop();
  }
}

describe('embedded defaults', () => {
  it('keep accounts and files across a restart', async () => {
    await bootAndUse(async ({ db, storage }) => {
      await seedReferenceData(db);
      await seedDemoAccounts(db, config.remittanceKey);
      await storage.put('originals', 'kept/photo.jpg', Buffer.from('still here'), 'image/jpeg');
    });

    await bootAndUse(async ({ db, storage }) => {
      // A second start seeds again without duplicating anything.
      await seedReferenceData(db);
      await seedDemoAccounts(db, config.remittanceKey);
      const admin = await db.user.findUniqueOrThrow({
        where: { email: 'admin@demo.tw' },
        include: { roles: { include: { role: true } } },
      });
      expect(admin.isAdmin).toBe(true);
      expect(admin.roles.map((r) => r.role.name)).toEqual(['Admin']);
      expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await db.user.count()).toBe(demoAccounts.length);
      expect(await db.commonType.count({ where: { typeT: 30, parentId: 1 } })).toBeGreaterThanOrEqual(5);
      const object = await storage.get('originals', 'kept/photo.jpg');
      expect((await buffer(object!.body)).toString()).toBe('still here');
    });
    expect(permissionsOf(path.join(dataDir, 'postgres-password'))).toBe(0o600);
    // The first start makes the cluster (initdb): some 25 s on a loaded two-core machine.
  }, 120_000);

  it('say that a database left by PGlite, the former fallback, is not carried over', async () => {
    mkdirSync(path.join(dataDir, 'pglite'));
    const lines: string[] = [];
    await bootAndUse(
      async ({ db }) => expect(await db.user.count()).toBe(demoAccounts.length),
      (line) => lines.push(line),
    );
    expect(lines.join('\n')).toContain(`${path.join(dataDir, 'pglite')} holds a database of PGlite`);
    expect(lines.join('\n')).toContain('its data is not carried over');
  });
});
