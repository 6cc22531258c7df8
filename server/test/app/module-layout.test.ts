import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// One name per concept: each operation of the OpenAPI document is tagged with the server module
// that serves it, and a module's back-office routes are in its admin route files, so a newcomer
// finds an endpoint from its tag and an admin route from the module's admin-*.ts.

const modulesDir = path.join(import.meta.dirname, '../../src/modules');

let t: TestApp;
let moduleNames: string[];

beforeAll(async () => {
  t = await createTestApp();
  moduleNames = (await readdir(modulesDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
});

afterAll(async () => {
  await t.close();
});

describe('module layout', () => {
  it('tags every documented operation with exactly one module name', () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const misnamed = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.length !== 1 || !moduleNames.includes(operation.tags[0]!))
        .map(([method, operation]) => `${method.toUpperCase()} ${route}: ${JSON.stringify(operation.tags)}`),
    );
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(misnamed).toEqual([]);
  });

  it('declares back-office access only in admin route files', async () => {
    const files = (await readdir(modulesDir, { recursive: true })).filter((file) => /routes\.ts$/.test(file));
    const publicFiles = files.filter((file) => !path.basename(file).startsWith('admin-'));
    expect(publicFiles.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of publicFiles) {
      const source = await readFile(path.join(modulesDir, file), 'utf8');
      if (/auth:\s*\{\s*admin:/.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
