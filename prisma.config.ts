import { defineConfig } from 'prisma/config';

// Read by the Prisma CLI only. The server builds its own connection from DATABASE_URL
// (or the embedded database) and applies migrations itself: see server/src/db/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/unused' },
});
