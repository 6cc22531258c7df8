import pg from 'pg';
import { Prisma } from '../generated/prisma/client.ts';

// The hottest public reads (race day's home page, bib search, photo detail) run their SQL straight
// on the pool Prisma's adapter uses: a query through Prisma's client costs about 0.6 CPU-ms more
// than the same query on node-postgres, several times what PostgreSQL spends answering it
// (decisions/057). Rows come back as `$queryRaw` gives them, so a read can move either way.

/** Pools by the client that shares them (createDatabase registers each). */
const pools = new WeakMap<object, pg.Pool>();

export function shareReadPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** Prisma's timestamps are UTC without a zone; node-postgres would read them in the process's zone. */
const utcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);

const byteaParser = pg.types.getTypeParser(pg.types.builtins.BYTEA) as (value: string) => Buffer;

/** Column types parsed as `$queryRaw` parses them; the rest as node-postgres does. */
const PRISMA_PARSERS = new Map<number, (value: string) => unknown>([
  [pg.types.builtins.INT8, (value) => BigInt(value)],
  [pg.types.builtins.NUMERIC, (value) => new Prisma.Decimal(value)],
  [pg.types.builtins.DATE, (value) => new Date(`${value}T00:00:00Z`)],
  [pg.types.builtins.TIMESTAMP, utcTimestamp],
  // A Uint8Array of its own, not node-postgres's Buffer (whose slice() is a view, not a copy).
  [pg.types.builtins.BYTEA, (value) => Uint8Array.from(byteaParser(value))],
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PRISMA_PARSERS.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Parameters as Prisma sends them: instants in UTC (a timestamp column has no zone), big numbers as text. */
function parameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' || Prisma.Decimal.isDecimal(value)) return String(value);
  return value;
}

/**
 * Rows of a read-only query, as `db.$queryRaw` would answer them, without Prisma's per-query cost.
 * Not for writes (the audit trail sees only Prisma's) nor inside a transaction.
 */
export async function readRows<Row>(db: Pick<Prisma.TransactionClient, '$queryRaw'>, sql: Prisma.Sql): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) return db.$queryRaw<Row[]>(sql);
  const result = await pool.query({ text: sql.text, values: sql.values.map(parameter), types });
  return result.rows as Row[];
}
