// What a request costs the server in CPU time, measured where load on a shared machine does not
// distort it: this process's own CPU (the app runs here) and that of the PostgreSQL backends
// serving its database (read from /proc, as PostgreSQL runs on the same machine).
import { readFileSync } from 'node:fs';
import type { Database } from '../server/src/shared/database.ts';

const CLOCK_TICKS_PER_SECOND = 100;

export interface CpuSample {
  nodeMs: number;
  /** CPU-ms of each backend of the database, by process id. */
  backendMs: Map<number, number>;
}

/** A process's user + system time in ms, or undefined when it has gone or cannot be read. */
function processCpuMs(pid: number): number | undefined {
  try {
    // Fields after the command (which may hold spaces) start at state: utime and stime are 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export async function sampleCpu(db: Database): Promise<CpuSample> {
  const backends = await db.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`;
  const backendMs = new Map<number, number>();
  for (const { pid } of backends) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) backendMs.set(pid, ms);
  }
  const { user, system } = process.cpuUsage();
  return { nodeMs: (user + system) / 1000, backendMs };
}

/** CPU-ms spent between two samples: by this process, and by PostgreSQL (backends opened meanwhile from 0). */
export function cpuSpent(before: CpuSample, after: CpuSample): { nodeMs: number; postgresMs: number } {
  let postgresMs = 0;
  for (const [pid, ms] of after.backendMs) postgresMs += ms - (before.backendMs.get(pid) ?? 0);
  return { nodeMs: after.nodeMs - before.nodeMs, postgresMs };
}
