import internals from '@prisma/internals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import {
  describeSchemaFromDatabase,
  describeSchemaFromDmmf,
  withHandWrittenIndexes,
  type IndexDescription,
  type SchemaDescription,
} from '../helpers/schema-description.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The migrations are SQL written by a tool or by hand; schema.prisma is what the Prisma client
// believes. These tests keep the two from drifting apart without anyone noticing.

const SCHEMA_PATH = path.resolve(MIGRATIONS_DIR, '../schema.prisma');

async function describeDatabase(databaseUrl: string): Promise<SchemaDescription> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await describeSchemaFromDatabase(client);
  } finally {
    await client.end();
  }
}

/**
 * Indexes Prisma's schema cannot declare (partial, with included columns, on an expression or in
 * another collation), written by hand in their migration and named in a comment of schema.prisma:
 * the database must have exactly these on top of what the schema declares. Included columns follow
 * the key columns.
 */
const HAND_WRITTEN_INDEXES: Record<string, IndexDescription[]> = {
  OrderItem: [
    {
      columns: [
        'paidAt',
        'orderId',
        'activityId',
        'photographerId',
        'price',
        'platformFee',
        'photographerShare',
        'refundedAt',
      ],
      unique: false,
      method: 'btree',
      where: '("paidAt" IS NOT NULL)',
    },
  ],
  RegisteredBib: [
    { columns: ['activityId', 'bib COLLATE "C"'], unique: false, method: 'btree' },
    { columns: ['activityId', 'reverse(bib::text) COLLATE "C"'], unique: false, method: 'btree' },
  ],
};

let expected: SchemaDescription;

beforeAll(async () => {
  const dmmf = await internals.getDMMF({ datamodel: readFileSync(SCHEMA_PATH, 'utf8') });
  expected = withHandWrittenIndexes(describeSchemaFromDmmf(dmmf), HAND_WRITTEN_INDEXES);
  // Guards against a vacuous comparison of two empty descriptions.
  expect(expected.tables.length).toBeGreaterThan(0);
});

describe('the migrated database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('has exactly the tables, columns, keys, indexes and foreign keys of schema.prisma', async () => {
    expect(await describeDatabase(testApp.databaseUrl)).toEqual(expected);
  });
});

describe('the comparison', () => {
  let name: string;
  let client: pg.Client;

  beforeAll(async () => {
    const database = await createScratchDatabase('drift');
    name = database.name;
    await migrate(database.url);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await dropDatabase(name);
  });

  it('finds no drift in a freshly migrated database', async () => {
    expect(await describeSchemaFromDatabase(client)).toEqual(expected);
  });

  // Each change runs in a transaction that is rolled back, so every case starts from the migrated schema.
  it.each([
    ['a dropped index', 'DROP INDEX "User_isAdmin_idx"'],
    ['a dropped unique index', 'DROP INDEX "User_email_key"'],
    ['a unique index that lost its uniqueness', 'DROP INDEX "Role_name_key"; CREATE INDEX ON "Role" ("name")'],
    [
      'an index with its columns reordered',
      'DROP INDEX "OutboxMail_to_createdAt_idx"; CREATE INDEX ON "OutboxMail" ("createdAt", "to")',
    ],
    ['an extra index', 'CREATE INDEX ON "User" ("displayName")'],
    [
      'an index in another collation',
      'DROP INDEX "RegisteredBib_start_idx"; CREATE INDEX ON "RegisteredBib" ("activityId", bib)',
    ],
    ['a longer varchar', 'ALTER TABLE "User" ALTER COLUMN "displayName" TYPE varchar(65)'],
    ['text instead of varchar', 'ALTER TABLE "User" ALTER COLUMN "phone" TYPE text'],
    ['a timestamp with time zone', 'ALTER TABLE "User" ALTER COLUMN "createdAt" TYPE timestamptz(3)'],
    ['a bigint instead of an integer', 'ALTER TABLE "CommonType" ALTER COLUMN "sort" TYPE bigint'],
    ['an extra column', 'ALTER TABLE "User" ADD COLUMN "driftProbe" text'],
    ['a missing column', 'ALTER TABLE "OutboxMail" DROP COLUMN "html"'],
    ['a nullable required column', 'ALTER TABLE "User" ALTER COLUMN "displayName" DROP NOT NULL'],
    ['a required optional column', 'ALTER TABLE "User" ALTER COLUMN "avatarKey" SET NOT NULL'],
    ['a dropped default', 'ALTER TABLE "User" ALTER COLUMN "isAdmin" DROP DEFAULT'],
    ['an extra default', `ALTER TABLE "User" ALTER COLUMN "passwordHash" SET DEFAULT ''`],
    ['a dropped sequence', 'ALTER TABLE "Role" ALTER COLUMN "id" DROP DEFAULT'],
    [
      'a primary key with its columns reordered',
      'ALTER TABLE "UserRole" DROP CONSTRAINT "UserRole_pkey", ADD PRIMARY KEY ("roleId", "userId")',
    ],
    ['a dropped foreign key', 'ALTER TABLE "UserRole" DROP CONSTRAINT "UserRole_userId_fkey"'],
    [
      'another ON DELETE action',
      `ALTER TABLE "UserRole" DROP CONSTRAINT "UserRole_userId_fkey", ADD CONSTRAINT "UserRole_userId_fkey"
         FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE`,
    ],
    ['an extra table', 'CREATE TABLE "DriftProbe" ("id" integer PRIMARY KEY)'],
    ['a missing table', 'DROP TABLE "OutboxMail"'],
    ['an extra enum', `CREATE TYPE "DriftProbe" AS ENUM ('probe')`],
  ])('notices %s', async (_change, sql) => {
    await client.query('BEGIN');
    try {
      await client.query(sql);
      expect(await describeSchemaFromDatabase(client)).not.toEqual(expected);
    } finally {
      await client.query('ROLLBACK');
    }
    expect(await describeSchemaFromDatabase(client)).toEqual(expected);
  });
});

describe('the migrations folder', () => {
  it('is locked to PostgreSQL', () => {
    const lock = readFileSync(path.join(MIGRATIONS_DIR, 'migration_lock.toml'), 'utf8');
    expect(lock).toMatch(/^provider\s*=\s*"postgresql"\s*$/m);
  });

  it('holds only migration folders, each with a migration.sql', () => {
    const entries = readdirSync(MIGRATIONS_DIR, { withFileTypes: true });
    expect(entries.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual(['migration_lock.toml']);
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      // Prisma's naming: a 14-digit UTC timestamp, then the name; the order of names is the order applied.
      expect(folder).toMatch(/^\d{14}_\w+$/);
      expect(existsSync(path.join(MIGRATIONS_DIR, folder, 'migration.sql')), folder).toBe(true);
    }
  });
});
