// The money reports on 1 000 000 paid order items over a year (goal: a month's report p95 < 500 ms),
// then a year of monthly settlement batches over them (goal: a batch < 10 s).
// A month's report is what /admin/AdminReport asks at once: the daily summary, the first page by
// activity and the first page by photographer, through the real routes. Uses DATABASE_URL when
// set (it writes the bulk sales there), else a throwaway PostgreSQL cluster.
// Smaller runs while working on it: `npm run bench:report -- --items 100000 --runs 1`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { migrate } from '../server/src/db/migrate.ts';
import { seedReferenceData } from '../server/src/db/seed.ts';
import { insertBulkSales, ITEMS_PER_ORDER } from './sets/bulk-sales.ts';
import { createDatabase } from '../server/src/infra/database.ts';
import { hashPassword } from '../server/src/lib/password.ts';
import { createSettlementBatch, monthPeriod } from '../server/src/modules/settlement/service.ts';
import { reconcileLedger } from '../server/src/shared/ledger/reconcile.ts';
import { buildScriptApp, scriptDatabase } from './script-app.ts';

const { values: args } = parseArgs({
  options: { items: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '5' } },
});
const ITEMS = Number(args.items);
const ACTIVITIES = 400;
const PHOTOGRAPHERS = 150;
const BUYERS = 20_000;
const MONTHS = 12;
const RUNS_PER_MONTH = Number(args.runs);
if (!(ITEMS >= 1 && RUNS_PER_MONTH >= 1)) throw new Error('--items and --runs must be positive numbers');

const say = (line: string) => console.log(line);

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** The first and last Taipei day of the month `back` months before the current one. */
function monthRange(now: Date, back: number) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

// PostgreSQL's own upkeep competes with a batch for the disk and a core: an autovacuum of the
// 1 000 000 items (due after ~200 000 updated rows, i.e. every second or third batch) or a
// checkpoint. Each batch says which of them ran while it did, so a slow one can be told apart.
interface MaintenanceCounts {
  vacuums: number;
  analyzes: number;
  checkpoints: number;
}

async function maintenanceCounts(): Promise<MaintenanceCounts> {
  const [row] = await db.$queryRaw<MaintenanceCounts[]>`
    SELECT (SELECT COALESCE(SUM("autovacuum_count"), 0)::int FROM pg_stat_user_tables) AS vacuums,
           (SELECT COALESCE(SUM("autoanalyze_count"), 0)::int FROM pg_stat_user_tables) AS analyzes,
           (SELECT ("checkpoints_timed" + "checkpoints_req")::int FROM pg_stat_bgwriter) AS checkpoints`;
  return row!;
}

/** What finished between two counts, or is still running now (an autovacuum worker), in words. */
async function maintenanceDuring(before: MaintenanceCounts, after: MaintenanceCounts): Promise<string> {
  const [running] = await db.$queryRaw<{ workers: number }[]>`
    SELECT COUNT(*)::int AS workers FROM pg_stat_activity WHERE "backend_type" = 'autovacuum worker'`;
  const events = [
    [after.vacuums - before.vacuums, 'autovacuum'],
    [after.analyzes - before.analyzes, 'autoanalyze'],
    [after.checkpoints - before.checkpoints, 'checkpoint'],
    [running?.workers ?? 0, 'autovacuum still running'],
  ] as const;
  return events
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count} ${what}`)
    .join(', ');
}

const database = await scriptDatabase('bench_report');
const db = createDatabase(database.url, 10);
try {
  await migrate(database.url);
  await seedReferenceData(db);
  const [machine] = await db.$queryRaw<{ version: string }[]>`SELECT version()`;
  say(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  );
  say(`Node ${process.version}; ${machine?.version.split(',')[0]}`);
  // The machine may be shared: the load says how much of it the figures below had.
  say(
    `Load average (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );

  const now = new Date();
  const orders = Math.ceil(ITEMS / ITEMS_PER_ORDER);
  const [, insertMs] = await timed(() =>
    insertBulkSales(db, { orders, activities: ACTIVITIES, photographers: PHOTOGRAPHERS, buyers: BUYERS, until: now }),
  );
  const items = await db.orderItem.count();
  say(
    `Inserted ${orders} paid orders, ${items} items (${ACTIVITIES} activities, ${PHOTOGRAPHERS} photographers) in ${(insertMs / 1000).toFixed(1)} s`,
  );
  await db.$executeRawUnsafe('VACUUM ANALYZE');

  const app = await buildScriptApp(db, 'the benchmark');
  const password = 'bench-report-1';
  const admin = await db.user.create({
    data: {
      email: 'bench-report-admin@demo.invalid',
      displayName: '報表管理員',
      isAdmin: true,
      passwordHash: await hashPassword(password),
      roles: { create: [{ role: { connect: { name: 'Admin' } } }] },
    },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateLogin',
    payload: { userNameOrEmailAddress: admin.email, password },
  });
  const headers = { authorization: `Bearer ${login.json().result.accessToken}` };
  const get = async (path: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/services/app/AdminReport/${path}`, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
    return response.json().result;
  };
  const monthReport = ({ from, to }: { from: string; to: string }) =>
    Promise.all([
      get(`GetSummary?from=${from}&to=${to}&granularity=day`),
      get(`GetByActivity?from=${from}&to=${to}&MaxResultCount=10`),
      get(`GetByPhotographer?from=${from}&to=${to}&MaxResultCount=10`),
    ]);

  await monthReport(monthRange(now, 1)); // warm-up
  const reportTimes: number[] = [];
  let monthItems = 0;
  for (let run = 0; run < RUNS_PER_MONTH; run++)
    for (let back = 0; back < MONTHS; back++) {
      const [[summary], time] = await timed(() => monthReport(monthRange(now, back)));
      reportTimes.push(time);
      monthItems = Math.max(monthItems, summary.totals.photosSold + summary.totals.refundedItems);
    }
  const [year, yearMs] = await timed(() =>
    get(`GetSummary?from=${monthRange(now, 12).from}&to=${now.toISOString().slice(0, 10)}&granularity=month`),
  );
  say(
    `Largest month: ${monthItems} items; a year by month (${year.totals.photosSold} photos sold) in ${yearMs.toFixed(0)} ms`,
  );
  const p50 = percentile(reportTimes, 50);
  const p95 = percentile(reportTimes, 95);
  say(
    `Month's report (summary + by activity + by photographer): p50 ${p50.toFixed(0)} ms (n=${reportTimes.length}, goal: p95 < 500 ms)`,
  );
  await app.close();

  // Settlement as finance runs it: one batch per month, oldest first, each taking that month's
  // unsettled items (about 85 000). The last one is the steady state the goal is about. A month
  // passes between two batches, in which autovacuum cleans the rows the last batch rewrote (its
  // threshold, 2 % of the items, is a fraction of a month's changes): the loop vacuums the two
  // tables it rewrites where that month would have, so batches do not read each other's dead rows.
  const batchTimes: number[] = [];
  let lastBatch = 0;
  for (let back = MONTHS; back >= 1; back--) {
    const month = monthRange(now, back).from.slice(0, 7);
    await db.$executeRawUnsafe('VACUUM "OrderItem", "LedgerEntry"');
    const before = await maintenanceCounts();
    const [batchId, batchMs] = await timed(() =>
      createSettlementBatch(db, { ...monthPeriod(month), createdById: admin.id, now }),
    );
    const meanwhile = await maintenanceDuring(before, await maintenanceCounts());
    const lines = await db.settlementLine.aggregate({ where: { batchId }, _count: true, _sum: { itemCount: true } });
    say(
      `Settlement batch for ${month}: ${lines._count} lines, ${lines._sum.itemCount ?? 0} items in ${(batchMs / 1000).toFixed(1)} s` +
        (meanwhile ? ` (meanwhile: ${meanwhile})` : ''),
    );
    batchTimes.push(batchMs);
    lastBatch = batchMs;
  }
  say(
    `Monthly settlement batches: slowest ${(Math.max(...batchTimes) / 1000).toFixed(1)} s (goal: < 10 s); ledger ${(await reconcileLedger(db)).ok ? 'reconciles' : 'does NOT reconcile'}`,
  );
  say(`report p95 ${p95.toFixed(0)} ms, settlement batch ${(lastBatch / 1000).toFixed(1)} s`);
} finally {
  await db.$disconnect();
  await database.stop();
}
