import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { scriptDatabase } from './script-app.ts';
import { buildServer } from './server-build.ts';
import { loadAverage } from './bench-app.ts';

// Start time and memory of the web server as `npm start` runs it (compiled, decisions/069) and as
// it ran before (TypeScript through tsx): time from spawn to the first healthy /api/health answer,
// then its resident memory once settled. Migrations are applied by a first, uncounted start.

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const repoRoot = path.resolve(import.meta.dirname, '..');
const say = (line: string) => console.log(line);
const residentMegabytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const build = buildServer();
const entries = { tsx: path.join(repoRoot, 'server/src/server.ts'), compiled: build.server };
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-bench-start-'));
const database = await scriptDatabase('bench_start');
try {
  say(
    `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length} cores, node ${process.version} (${loadAverage()})`,
  );
  const start = async (entry: string) => {
    const began = performance.now();
    const server = await startAppServer({
      entry,
      databaseUrl: database.url,
      clientDist: path.join(scratch, 'no-client'),
      dataDir: path.join(scratch, 'data'),
      demoPhotoCount: 0,
      logFile: path.join(scratch, 'server.log'),
      env: { SEED_DEMO: 'false' },
    });
    const seconds = (performance.now() - began) / 1000;
    await sleep(5_000); // settled: the first collections after start are done
    const megabytes = residentMegabytes(server.pid);
    await server.stop();
    return { seconds, megabytes };
  };
  await start(entries.compiled); // migrates the new database
  for (const [mode, entry] of Object.entries(entries)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await start(entry));
    say(
      `${mode.padEnd(8)} start to healthy ${median(runs.map((r) => r.seconds)).toFixed(1)} s, ` +
        `RSS ${median(runs.map((r) => r.megabytes)).toFixed(0)} MB (median of ${RUNS}; ${loadAverage()})`,
    );
  }
} finally {
  await database.stop();
  rmSync(scratch, { recursive: true, force: true });
}
