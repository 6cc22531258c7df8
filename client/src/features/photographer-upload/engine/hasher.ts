import { sha256OfFile } from './hash-file.ts';

type Reply = { id: number; hash?: string; error?: string };

/**
 * Hashes files in one Web Worker, so the page stays responsive while thousands of originals are
 * read; on the page's thread where workers are missing (tests). The worker starts on the first
 * file and again after `dispose` (a remounted page), and stops with `dispose`.
 */
export function createFileHasher(): { hash: (file: File) => Promise<string>; dispose: () => void } {
  if (typeof Worker === 'undefined') return { hash: sha256OfFile, dispose: () => {} };
  let worker: Worker | undefined;
  const waiting = new Map<number, { resolve: (hash: string) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  const start = () => {
    const started = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
    started.addEventListener('message', ({ data }: MessageEvent<Reply>) => {
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.hash) request?.resolve(data.hash);
      else request?.reject(new Error(data.error ?? 'hash failed'));
    });
    return started;
  };

  return {
    hash: (file) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        (worker ??= start()).postMessage({ id, file });
      }),
    dispose: () => {
      worker?.terminate();
      worker = undefined;
      for (const request of waiting.values()) request.reject(new Error('hashing stopped'));
      waiting.clear();
    },
  };
}
