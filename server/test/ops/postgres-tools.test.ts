import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OperationRefused } from '../../src/ops/operation-refused.ts';
import { clientToolsFor } from '../../src/ops/postgres-tools.ts';

// Which pg_dump and pg_restore a backup runs: the closest major version at or above the server's,
// among folders on PATH (played here by small scripts that answer --version) and Debian's.

const root = mkdtempSync(path.join(os.tmpdir(), 'pg-tools-'));
const savedPath = process.env.PATH;
afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(root, { recursive: true, force: true });
});

function fakeTools(major: number): string {
  const dir = path.join(root, String(major));
  mkdirSync(dir, { recursive: true });
  for (const tool of ['pg_dump', 'pg_restore']) {
    writeFileSync(path.join(dir, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) ${major}.2"\n`);
    chmodSync(path.join(dir, tool), 0o755);
  }
  return dir;
}

describe('the PostgreSQL client tools of a backup', () => {
  it('are the closest version at or above the server, and refused when all are older', () => {
    const folders = [fakeTools(18), fakeTools(16), fakeTools(17)];
    process.env.PATH = [...folders, savedPath].join(path.delimiter);
    expect(clientToolsFor(16)).toEqual({
      pgDump: path.join(root, '16', 'pg_dump'),
      pgRestore: path.join(root, '16', 'pg_restore'),
      major: 16,
    });
    expect(clientToolsFor(17).major).toBe(17);
    expect(() => clientToolsFor(19)).toThrow(OperationRefused);
    expect(() => clientToolsFor(19)).toThrow(/version 19 or newer \(found only .*18.*\).*postgresql-client-19/);
  });
});
