import { loadConfig } from '../config.ts';
import { createDatabase } from '../infra/database.ts';
import { seedPaymentSetting } from '../payments/settings.ts';
import { exitIfDatabaseUnavailable, startDatabase } from '../infra/services.ts';
import { migrate } from './migrate.ts';
import { seedDemoAccounts, seedReferenceData } from './seed.ts';

// `npm run db:migrate` and `npm run db:seed`, against DATABASE_URL or the embedded database.

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}

const config = loadConfig();
// Beside a running `npm start`, its embedded PostgreSQL is used as it runs (not stopped and restarted).
const database = await startDatabase(config, console.log, { shareRunning: true }).catch(exitIfDatabaseUnavailable);
try {
  if (command === 'migrate') {
    const applied = await migrate(database.url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date');
  } else {
    const db = createDatabase(database.url, 2);
    await seedReferenceData(db);
    await seedPaymentSetting(db, config.payments);
    if (config.seedDemo) await seedDemoAccounts(db, config.remittanceKey);
    await db.$disconnect();
    console.log(`Seeded reference data, payment settings${config.seedDemo ? ' and demo accounts' : ''}`);
  }
} finally {
  await database.stop();
}
