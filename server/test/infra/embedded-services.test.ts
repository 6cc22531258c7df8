import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts, seedReferenceData } from '../../src/db/seed.ts';
import { createDatabase } from '../../src/infra/database.ts';
import { startPglite } from '../../src/infra/pglite-server.ts';
import { startServices } from '../../src/infra/services.ts';
import { createStorage } from '../../src/infra/storage.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { anotherUser, listeningTcpPorts, permissionsOf, seenBy } from '../helpers/host-access.ts';

// What `npm start` does with nothing configured: embedded database and object store under DATA_DIR.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-embedded-'));
chmodSync(dataDir, 0o755); // the database server may run as the postgres user
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });

async function bootAndUse<T>(
  use: (deps: { db: ReturnType<typeof createDatabase>; storage: ReturnType<typeof createStorage> }) => Promise<T>,
) {
  const services = await startServices(config, () => {});
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
    if (existsSync(path.join(dataDir, 'postgres'))) {
      expect(permissionsOf(path.join(dataDir, 'postgres-password'))).toBe(0o600);
    }
  });

  it('runs on PGlite where there are no PostgreSQL binaries, reachable only by its own account', async () => {
    const portsBefore = listeningTcpPorts();
    const pglite = await startPglite(path.join(dataDir, 'pglite-only'));
    const portsAfter = listeningTcpPorts();
    const db = createDatabase(pglite.url, 2);
    try {
      // No TCP port: a Unix socket in an owner-only folder (PGlite cannot ask for a password).
      if (portsBefore && portsAfter) expect([...portsAfter].filter((port) => !portsBefore.has(port))).toEqual([]);
      const socketFolder = new URL(pglite.url).searchParams.get('host')!;
      expect(path.isAbsolute(socketFolder)).toBe(true);
      expect(permissionsOf(socketFolder)).toBe(0o700);
      const stranger = anotherUser();
      if (stranger) expect(seenBy(stranger, path.join(socketFolder, '.s.PGSQL.5432'))).toBe(false);

      expect(await migrate(pglite.url)).not.toHaveLength(0);
      await seedReferenceData(db);
      await seedDemoAccounts(db, config.remittanceKey);
      expect(await db.user.count()).toBe(demoAccounts.length);
      const cities = await db.commonType.findMany({ where: { typeT: 30, parentId: { gt: 1 } } });
      expect(cities.map((c) => c.title)).toContain('臺北市');
    } finally {
      await db.$disconnect();
      await pglite.stop();
    }
    // PGlite builds its cluster in wasm: tens of seconds on a busy machine.
  }, 120_000);
});
