import { afterEach, expect, it, vi } from 'vitest';
import type { FacePool } from '../../src/faces/face-pool.ts';
import { lazyFacePool } from '../../src/faces/lazy-pool.ts';

afterEach(() => vi.useRealTimers());

/** Pools that answer when told to, and record whether they were closed. */
function fakePools() {
  const pools: { closed: boolean; finish: () => void }[] = [];
  const create = (): FacePool => {
    const pool = { closed: false, finish: () => {} };
    pools.push(pool);
    const answer = () => new Promise<[]>((resolve) => (pool.finish = () => resolve([])));
    return {
      detect: answer,
      describe: answer,
      close: async () => {
        pool.closed = true;
      },
    };
  };
  return { pools, create };
}

it('starts its threads on the first detection, stops them once idle, and starts them again', async () => {
  vi.useFakeTimers();
  const { pools, create } = fakePools();
  const detector = lazyFacePool(1, { idleMs: 60_000, create });
  expect(pools).toHaveLength(0);

  const first = detector.detect(Buffer.from('a'));
  await vi.advanceTimersByTimeAsync(120_000); // a long detection is not idleness
  expect(pools).toHaveLength(1);
  expect(pools[0]!.closed).toBe(false);
  pools[0]!.finish();
  await first;

  await vi.advanceTimersByTimeAsync(59_000);
  expect(pools[0]!.closed).toBe(false);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(pools[0]!.closed).toBe(true);

  const again = detector.detect(Buffer.from('b'));
  expect(pools).toHaveLength(2);
  pools[1]!.finish();
  await again;
  await detector.close();
  expect(pools[1]!.closed).toBe(true);
});

it('keeps its threads while detections keep coming, and without idleMs', async () => {
  vi.useFakeTimers();
  const { pools, create } = fakePools();
  const detector = lazyFacePool(1, { idleMs: 60_000, create });
  for (let i = 0; i < 3; i++) {
    const detection = detector.detect(Buffer.from('a'));
    pools.at(-1)!.finish();
    await detection;
    await vi.advanceTimersByTimeAsync(50_000);
  }
  expect(pools).toHaveLength(1);
  expect(pools[0]!.closed).toBe(false);

  const forever = lazyFacePool(1, { create });
  const detection = forever.detect(Buffer.from('a'));
  pools.at(-1)!.finish();
  await detection;
  await vi.advanceTimersByTimeAsync(3_600_000);
  expect(pools.at(-1)!.closed).toBe(false);
});

it('starts its threads for a description as for a detection, and stops them once idle after it', async () => {
  vi.useFakeTimers();
  const { pools, create } = fakePools();
  const describer = lazyFacePool(1, { idleMs: 60_000, create });
  const description = describer.describe(Buffer.from('a'), [{ x: 0, y: 0, width: 10, height: 10 }]);
  expect(pools).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(120_000); // a long description is not idleness
  expect(pools[0]!.closed).toBe(false);
  pools[0]!.finish();
  await description;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(pools[0]!.closed).toBe(true);
});
