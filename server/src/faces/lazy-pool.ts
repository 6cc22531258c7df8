import { createFacePool, type FacePool } from './face-pool.ts';

export interface LazyFacePoolOptions {
  /** Threads are stopped (and their model memory freed) after this long without a job. */
  idleMs?: number;
  create?: (size?: number) => FacePool;
}

/**
 * A face pool whose threads or process (and their ~300 MB of model memory each) start on the first use
 * and, with `idleMs`, stop once idle for that long; the next job starts them again, paying
 * the models' load (about a second).
 */
export function lazyFacePool(size?: number, { idleMs, create = createFacePool }: LazyFacePoolOptions = {}): FacePool {
  let pool: FacePool | undefined;
  let running = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function stopWhenIdle(): void {
    if (running > 0 || idleMs === undefined) return;
    idleTimer = setTimeout(() => {
      const idle = pool;
      pool = undefined;
      void idle?.close();
    }, idleMs).unref();
  }

  /** Runs `work` on the pool, started if need be; the idle timer restarts once nothing runs. */
  async function using<T>(work: (started: FacePool) => Promise<T>): Promise<T> {
    clearTimeout(idleTimer);
    running += 1;
    try {
      return await work((pool ??= create(size)));
    } finally {
      running -= 1;
      stopWhenIdle();
    }
  }

  return {
    detect: (image) => using((started) => started.detect(image)),
    describe: (image, boxes) => using((started) => started.describe(image, boxes)),
    async close() {
      clearTimeout(idleTimer);
      await pool?.close();
      pool = undefined;
    },
  };
}
