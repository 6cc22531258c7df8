import { loadConfig } from '../server/src/config.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { exitIfDatabaseUnavailable, startDatabase } from '../server/src/infra/services.ts';
import { reconcileLedger, type ReconciliationLine } from '../server/src/shared/ledger/reconcile.ts';

// `npm run ledger:reconcile`: the photographers' ledger against their paid items, refunds and
// payouts, per photographer and in total, to the NT$ (against DATABASE_URL or the embedded
// database under DATA_DIR). Exit code 1 when any photographer's ledger differs.

const COLUMNS = [
  'ledger',
  'paidItems',
  'refunded',
  'payouts',
  'paidLines',
  'adjustments',
  'expected',
  'difference',
] as const;

const row = (label: string, line: Omit<ReconciliationLine, 'photographerId'>) =>
  [label.padEnd(14), ...COLUMNS.map((column) => String(line[column]).padStart(12))].join('');

const config = loadConfig();
const database = await startDatabase(config, console.log).catch(exitIfDatabaseUnavailable);
const db = createDatabase(database.url, 2);
let ok: boolean;
try {
  const { lines, total, ok: balanced } = await reconcileLedger(db);
  console.log(['photographer'.padEnd(14), ...COLUMNS.map((column) => column.padStart(12))].join(''));
  for (const line of lines) console.log(row(`#${line.photographerId}`, line) + (line.difference ? '  ← differs' : ''));
  console.log(row('total', total));
  console.log(balanced ? 'The ledger reconciles.' : 'The ledger does NOT reconcile: see the lines marked above.');
  ok = balanced;
} finally {
  await db.$disconnect();
  await database.stop();
}
process.exit(ok ? 0 : 1);
