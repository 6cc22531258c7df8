import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

// Each worker process sizes its face-detection pool by FACE_THREADS (decisions/056): one thread
// unless set, as the bib reader has one.
it('reads FACE_THREADS, 1 unless set, and refuses 0', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).faceThreads).toBe(1);
  expect(loadConfig({ NODE_ENV: 'test', FACE_THREADS: '2' }).faceThreads).toBe(2);
  expect(() => loadConfig({ NODE_ENV: 'test', FACE_THREADS: '0' })).toThrow(/at least 1/);
  expect(() => loadConfig({ NODE_ENV: 'test', FACE_THREADS: 'all' })).toThrow(/whole number/);
});
