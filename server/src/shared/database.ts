import type { PrismaClient } from '../generated/prisma/client.ts';

/** The database client every layer above works with; infra/database.ts creates it. */
export type Database = PrismaClient;
