import { writeFile } from 'node:fs/promises';

// A background worker serves no HTTP, so a container's health check cannot ask it anything: it
// reads the age of this file instead (docs/decisions/054). The file is rewritten only after the
// worker's database answered, so a worker whose event loop is stuck or whose database is gone goes
// stale and is restarted.

export const HEARTBEAT_INTERVAL_MS = 10_000;

export function startHeartbeat(
  file: string,
  databaseAnswers: () => Promise<unknown>,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): { stop(): void } {
  const beat = async () => {
    try {
      await databaseAnswers();
      await writeFile(file, `${new Date().toISOString()}\n`);
    } catch {
      // Not written: the file ages, and the health check reports the worker unhealthy.
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
