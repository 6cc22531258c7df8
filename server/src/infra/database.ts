import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { withAuditTrail } from './audit-trail.ts';

export type Database = PrismaClient;

export function createDatabase(url: string, maxConnections = 10): Database {
  return withAuditTrail(new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: maxConnections }) }));
}
