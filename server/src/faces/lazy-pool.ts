import { createFacePool, type FacePool } from './face-pool.ts';

/** A face pool whose worker threads (and their ~550 MB of model memory) start on the first use. */
export function lazyFacePool(size?: number): FacePool {
  let pool: FacePool | undefined;
  return {
    detect: (image) => (pool ??= createFacePool(size)).detect(image),
    close: async () => pool?.close(),
  };
}
