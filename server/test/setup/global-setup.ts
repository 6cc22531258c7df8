import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import type { S3Settings } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createDatabase } from '../../src/infra/database.ts';
import { startEmbeddedS3 } from '../../src/infra/embedded-s3.ts';
import { startTestDatabase } from './test-database.ts';

export const TEMPLATE_DATABASE = 'sportphoto_template';

declare module 'vitest' {
  export interface ProvidedContext {
    maintenanceDatabaseUrl: string;
    templateDatabase: string;
    s3: S3Settings;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Once per run: a migrated, seeded template database and an S3 server; each test file clones the template. */
export default async function setup(project: TestProject) {
  const log = (line: string) => console.info(`[test setup] ${line}`);
  const database = await startTestDatabase(log);

  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(database.url, TEMPLATE_DATABASE);
  await migrate(templateUrl);
  const db = createDatabase(templateUrl, 1);
  await seedReferenceData(db);
  await db.$disconnect();
  // pg-boss installs its schema on first start: do it once here rather than in every test database.
  const boss = new PgBoss({
    connectionString: templateUrl,
    schema: 'pgboss',
    max: 1,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-test-s3-'));
  const s3 = await startEmbeddedS3(s3Dir, { bucketOriginals: 'unused', bucketPublic: 'unused', region: 'us-east-1' });

  project.provide('maintenanceDatabaseUrl', database.url);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('s3', s3.settings);

  return async () => {
    await s3.stop();
    rmSync(s3Dir, { recursive: true, force: true });
    await database.stop();
  };
}
