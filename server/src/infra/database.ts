import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { Database } from '../shared/database.ts';
import { withAuditTrail } from './audit-trail.ts';
import { watchPool } from './metrics.ts';
import { shareReadPool } from './sql-reads.ts';

export function createDatabase(url: string, maxConnections = 10): Database {
  // One pool for Prisma and for the hot reads that skip it (infra/sql-reads.ts); $disconnect ends it.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  const db = withAuditTrail(new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }));
  shareReadPool(db, pool);
  watchPool(pool);
  return db;
}
