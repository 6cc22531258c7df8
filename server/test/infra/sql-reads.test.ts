import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { readRows } from '../../src/infra/sql-reads.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reads that skip Prisma', () => {
  it('answer every column type the way $queryRaw does, parameters included', async () => {
    const activity = await createActivity(t.db, { activityDate: '2025-03-16', titleEn: null });
    const after = new Date('2020-01-02T03:04:05.678Z');
    const sql = Prisma.sql`
      SELECT a.id, a.title, a."titleEn", a."activityDate", a."createdAt", a."isVisible",
             count(*) OVER () AS total, count(*) OVER ()::int AS "intTotal", 1.25::numeric AS price, 0.5::float8 AS ratio,
             ARRAY['a', 'b']::text[] AS words, ARRAY[1, 2]::int[] AS numbers, '{"k": [1]}'::jsonb AS doc, '\\x0102ff'::bytea AS bytes,
             ${after}::timestamp AS "givenAt", ${BigInt(2) ** BigInt(40)}::int8 AS big
      FROM "Activity" a WHERE a.id = ${activity.id} AND a."createdAt" > ${after}`;
    const viaPrisma = await t.db.$queryRaw<object[]>(sql);
    const direct = await readRows<object>(t.db, sql);
    expect(direct).toHaveLength(1);
    expect(direct).toEqual(viaPrisma);
    expect(direct[0]).toMatchObject({ activityDate: new Date('2025-03-16T00:00:00Z'), givenAt: after });
    // Not a node-postgres Buffer, whose slice() shares memory where a Uint8Array's copies.
    const bytes = (row: object) => (row as { bytes: Uint8Array }).bytes;
    expect(bytes(direct[0]!).constructor).toBe(bytes(viaPrisma[0]!).constructor);
    expect([...bytes(direct[0]!)]).toEqual([1, 2, 255]);
  });

  it('run through Prisma where no pool is shared (a transaction)', async () => {
    const rows = await t.db.$transaction((tx) => readRows<{ one: number }>(tx, Prisma.sql`SELECT 1::int AS one`));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
