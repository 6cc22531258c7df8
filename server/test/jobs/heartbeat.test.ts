import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from '../../src/jobs/heartbeat.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'heartbeat-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the worker's heartbeat file", () => {
  it('is rewritten while the database answers and left to age when it does not', async () => {
    const file = path.join(folder, 'worker-heartbeat');
    let answering = true;
    const heartbeat = startHeartbeat(
      file,
      async () => {
        if (!answering) throw new Error('connection refused');
      },
      20,
    );
    try {
      await vi.waitFor(() => expect(existsSync(file)).toBe(true));
      const first = readFileSync(file, 'utf8');
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).not.toBe(first));

      answering = false;
      await new Promise((resolve) => setTimeout(resolve, 40)); // a beat in flight may still land
      const last = readFileSync(file, 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readFileSync(file, 'utf8')).toBe(last);
    } finally {
      heartbeat.stop();
    }
  });
});
