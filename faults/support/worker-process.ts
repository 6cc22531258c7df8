import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

// The background worker in a process of its own (`npm run worker`), so a scenario can kill it.

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface WorkerProcess {
  pid: number;
  /** Gone at once, as a worker killed by the kernel or lost with its machine. */
  kill(): Promise<void>;
}

export async function startWorkerProcess(env: Record<string, string>, logFile: string): Promise<WorkerProcess> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/worker.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');
  let output = '';
  const ready = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('"worker ready"')) resolve();
    });
  });
  // Given up after 60 s of starting; once started, a worker runs until the scenario stops it.
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The worker did not start within 60 s (log: ${logFile})`));
    }, 60_000);
  });
  try {
    await Promise.race([
      ready,
      exited.then(() => {
        throw new Error(`The worker exited while starting (log: ${logFile})`);
      }),
      tooSlow,
    ]);
  } finally {
    clearTimeout(timer);
  }
  return {
    pid: child.pid!,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      log.end();
    },
  };
}
