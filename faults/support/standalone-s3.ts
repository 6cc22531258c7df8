import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

// The object store the server reaches over loopback TCP (S3_ENDPOINT), as a real one would be.

export interface StandaloneS3 {
  env: Record<string, string>;
  /** Gone at once, as a crashed or unreachable store: connections are refused. */
  kill(): Promise<void>;
  /** Starts it again on the same port and files. */
  start(): Promise<void>;
}

export async function startStandaloneS3(directory: string, port: number): Promise<StandaloneS3> {
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'standalone-s3-main.ts'), String(port), directory],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child = started;
    const [line] = (await Promise.race([once(started.stdout!, 'data'), once(started, 'exit')])) as [unknown];
    if (!String(line).startsWith('ready'))
      throw new Error(`The standalone S3 store did not start (exit ${String(line)})`);
  };
  const kill = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    kill,
    start,
  };
}
