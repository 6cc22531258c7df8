import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { faceJobOf, faceRequests, settle, type FaceJobResult, type PoolJob } from './face-job.ts';
import type { FacePool } from './face-pool.ts';
import { processOptionsFor, siblingEntry } from '../lib/module-entry.ts';

// The face model in a child process of its own (decisions/055): its ~300 MB (models and tfjs's
// wasm heap, which never shrinks) are the child's, given back whole when it stops, and a crash
// of the model cannot take the web server down.

export interface FaceProcessPool extends FacePool {
  /** The child's process id while it runs (for measuring its memory). */
  readonly pid: number | undefined;
}

const ENTRY_URL = siblingEntry('./face-process', import.meta.url);
const ENTRY = fileURLToPath(ENTRY_URL);
const EXEC_ARGV = processOptionsFor(ENTRY_URL);
/** How long a closed pool waits for its child to stop on SIGTERM before SIGKILL. */
const KILL_GRACE_MS = 2_000;

/**
 * A face pool of one child process, started on the first job and started again on the next one
 * after a crash; one job (a detection or a description) at a time. Images travel as raw bytes (V8
 * serialization), not as JSON.
 */
export function createFaceProcessPool(): FaceProcessPool {
  const queue: PoolJob[] = [];
  let child: ChildProcess | undefined;
  let running: PoolJob | undefined;
  let closed = false;

  function start(): ChildProcess {
    const started = fork(ENTRY, [], { execArgv: EXEC_ARGV, serialization: 'advanced', stdio: 'inherit' });
    started.on('message', (result: FaceJobResult) => {
      const job = running;
      running = undefined;
      settle(job, result);
      dispatch();
    });
    // 'error' (it could not be started or signalled) is followed by 'exit' when it had started.
    let failure: Error | undefined;
    started.on('error', (error) => (failure = error));
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      const reason = closed ? 'the pool was closed' : `the face process stopped (${signal ?? `exit code ${code}`})`;
      running?.reject(new Error(`Face pool: ${reason}`, { cause: failure }));
      running = undefined;
      // The next process starts when there is work for it, so one that cannot start does not
      // respawn in a loop.
      dispatch();
    });
    return started;
  }

  function dispatch(): void {
    if (closed || running || queue.length === 0) return;
    child ??= start();
    running = queue.shift()!;
    // Only the image's own bytes are serialized, even when the Buffer is a view into a larger one.
    child.send(faceJobOf(running.request, false));
  }

  return {
    get pid() {
      return child?.pid;
    },
    ...faceRequests((request) => {
      if (closed) return Promise.reject(new Error('Face pool: closed'));
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        dispatch();
      });
    }),
    async close() {
      closed = true;
      const stopped = new Error('Face pool: closed before the job finished');
      for (const job of queue.splice(0)) job.reject(stopped);
      const stopping = child;
      if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      const timer = setTimeout(() => stopping.kill('SIGKILL'), KILL_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
