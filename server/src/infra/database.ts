import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = PrismaClient;

export function createDatabase(url: string, maxConnections = 10): Database {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: maxConnections }) });
}
