// `npm run api:types`: builds the real app and writes the client's request and answer types from
// its OpenAPI document (client/src/lib/api-types.gen.ts). Run it after changing a route's schema.
// Uses DATABASE_URL when set (building the app seeds the payment settings there), else a throwaway cluster.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../server/src/db/migrate.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { API_TYPES_FILE, clientApiTypes } from './client-api-types.ts';
import { buildScriptApp, scriptDatabase } from './script-app.ts';

const database = await scriptDatabase('api_types');
try {
  await migrate(database.url);
  const db = createDatabase(database.url, 1);
  try {
    const app = await buildScriptApp(db, 'building the API types');
    writeFileSync(API_TYPES_FILE, await clientApiTypes(app));
    await app.close();
    console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
  } finally {
    await db.$disconnect();
  }
} finally {
  await database.stop();
}
