import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFaces, detectFaces, type DetectedFace } from '../../src/faces/face-model.ts';
import { createFaceProcessPool, type FaceProcessPool } from '../../src/faces/face-process-pool.ts';
import { lazyFacePool } from '../../src/faces/lazy-pool.ts';
import { decodeImage } from '../../src/media/decoded-image.ts';

const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

let photo: Buffer;
let direct: DetectedFace[];
let pool: FaceProcessPool;

beforeAll(async () => {
  photo = await readFile(path.join(demoDir, 'sample1.jpg'));
  direct = await detectFaces(photo);
  pool = createFaceProcessPool();
});
afterAll(() => pool.close());

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i += 1) await sleep(100);
  return !alive(pid);
}

function distance(a: Float32Array, b: Float32Array): number {
  return Math.sqrt(a.reduce((sum, value, i) => sum + (value - b[i]!) ** 2, 0));
}

// Each child process loads tsx, tfjs and the models (seconds on a busy machine) before its first
// detection.
describe('createFaceProcessPool', { timeout: 120_000 }, () => {
  it('finds the faces detectFaces finds, in a child process, from a file or decoded pixels', async () => {
    expect(pool.pid).toBeUndefined(); // nothing runs before the first detection
    // A view into a larger buffer: only its own bytes are sent.
    const inLargerBuffer = Buffer.concat([Buffer.alloc(1000), photo]).subarray(1000);
    const faces = await pool.detect(inLargerBuffer);
    expect(pool.pid).not.toBe(process.pid);
    expect(faces.map((face) => face.box)).toEqual(direct.map((face) => face.box));
    faces.forEach((face, i) => {
      expect(face.descriptor).toBeInstanceOf(Float32Array);
      expect(distance(face.descriptor, direct[i]!.descriptor)).toBeLessThan(1e-5);
    });

    const decoded = await decodeImage(photo, 1600);
    expect((await pool.detect(decoded)).map((face) => face.box)).toEqual(direct.map((face) => face.box));
  });

  it('describes faces at known boxes in the child process, as describeFaces does', async () => {
    const boxes = direct.map((face) => face.box);
    const described = await pool.describe(photo, boxes);
    const local = await describeFaces(photo, boxes);
    expect(described).toHaveLength(boxes.length);
    described.forEach((descriptor, i) => {
      expect(descriptor).toBeInstanceOf(Float32Array);
      expect(distance(descriptor!, local[i]!)).toBeLessThan(1e-5);
    });
  });

  it('reports a bad image as that job’s error, and keeps its process', async () => {
    const pid = pool.pid;
    await expect(pool.detect(Buffer.from('not an image at all'))).rejects.toThrow(/not a readable image/);
    expect(pool.pid).toBe(pid);
  });

  it('fails the job in flight when its process dies, and starts another for the next job', async () => {
    const crashed = pool.pid!;
    const job = pool.detect(photo);
    process.kill(crashed, 'SIGKILL');
    await expect(job).rejects.toThrow('Face pool: the face process stopped (SIGKILL)');
    expect(await gone(crashed)).toBe(true);
    expect(await pool.detect(photo)).toHaveLength(direct.length);
    expect(pool.pid).not.toBe(crashed);
  });

  it('kills its process when closed, failing the jobs not finished, and refuses work then', async () => {
    const closing = createFaceProcessPool();
    await expect(closing.detect(Buffer.from('warm'))).rejects.toThrow(/not a readable image/);
    const pid = closing.pid!;
    const unfinished = [closing.detect(photo), closing.detect(photo)].map((job) =>
      expect(job).rejects.toThrow(/Face pool: .*closed/),
    );
    await closing.close();
    expect(alive(pid)).toBe(false);
    await Promise.all(unfinished);
    await expect(closing.detect(photo)).rejects.toThrow('Face pool: closed');
  });

  it('stops its process once idle (lazyFacePool) and starts one again on the next detection', async () => {
    let created: FaceProcessPool | undefined;
    const detector = lazyFacePool(1, { idleMs: 300, create: () => (created = createFaceProcessPool()) });
    try {
      await expect(detector.detect(Buffer.from('warm'))).rejects.toThrow(/not a readable image/);
      const first = created!.pid!;
      expect(await gone(first)).toBe(true);
      await expect(detector.detect(Buffer.from('again'))).rejects.toThrow(/not a readable image/);
      expect(alive(created!.pid!)).toBe(true);
    } finally {
      await detector.close();
    }
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGKILL'] as const)('never outlives a parent ended by %s', async (signal) => {
    const parentScript = fileURLToPath(new URL('../helpers/face-process-parent.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), parentScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!/child \d+/.test(output)) await Promise.race([once(parent.stdout, 'data'), once(parent, 'exit')]);
    const child = Number(/child (\d+)/.exec(output)![1]);
    expect(alive(child)).toBe(true);
    parent.kill(signal);
    await once(parent, 'exit');
    expect(await gone(child)).toBe(true);
  });
});
