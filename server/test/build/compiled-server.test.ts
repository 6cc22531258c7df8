import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../../e2e/setup/app-server.ts';
import { buildServer } from '../../../scripts/server-build.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';

// `npm start`, the worker and the Docker image run the server compiled to JavaScript (decisions/069):
// the build must hold every module a process, thread or child starts, and find at run time what
// the TypeScript found (migrations, JSON, model files, the generated Prisma client).

const serverDir = path.resolve(import.meta.dirname, '../..');
// Directly under server/, as server/dist is: the build reaches prisma/ and client/ by relative paths.
const outDir = mkdtempSync(path.join(serverDir, '.build-test-'));
let build: ReturnType<typeof buildServer>;

beforeAll(() => {
  build = buildServer(outDir);
}, 300_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the compiled server', { timeout: 180_000 }, () => {
  it('holds every entry the processes start, each with its source map, and the JSON the code imports', () => {
    const entries = ['server.js', 'worker.js', 'ocr/ocr-thread.js', 'faces/face-worker.js', 'faces/face-process.js'];
    for (const entry of entries) {
      expect(existsSync(path.join(outDir, entry)), entry).toBe(true);
      expect(existsSync(path.join(outDir, `${entry}.map`)), `${entry}.map`).toBe(true);
    }
    expect(existsSync(path.join(outDir, 'demo/sample-people.json'))).toBe(true);
  });

  it('starts, migrates a new database and answers', async () => {
    const { name, url } = await createScratchDatabase('compiled');
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-compiled-'));
    const server = await startAppServer({
      entry: build.server,
      databaseUrl: url,
      clientDist: path.join(scratch, 'no-client'),
      dataDir: scratch,
      demoPhotoCount: 0,
      logFile: path.join(scratch, 'server.log'),
      env: { SEED_DEMO: 'false' },
    });
    try {
      // Through the generated Prisma client, on the database the compiled migrations ran on.
      const answer = await fetch(`${server.baseUrl}/api/health`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { result: { database: string } }).result.database).toBe('ok');
    } finally {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
      await dropDatabase(name);
    }
  });

  it('reads bibs on its OCR thread and finds faces on its face thread and in its selfie process', async () => {
    // Run by plain Node, as production runs it: no tsx, no vitest.
    const script = `
      import { readFileSync } from 'node:fs';
      import { createRequire } from 'node:module';
      import path from 'node:path';
      const load = (file) => import(path.join(${JSON.stringify(outDir)}, file));
      const { generateRacePhoto } = await load('demo/race-photo.js');
      const { createBibReader } = await load('ocr/bib-reader.js');
      const { createFacePool } = await load('faces/face-pool.js');
      const { createFaceProcessPool } = await load('faces/face-process-pool.js');
      const require = createRequire(${JSON.stringify(path.join(serverDir, 'package.json'))});
      const faces = readFileSync(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'));
      const race = await generateRacePhoto({ seed: 101, runners: [{ bib: '3974' }], takenAt: new Date('2025-03-01T00:00:00Z') });
      const reader = await createBibReader();
      const bibs = (await reader.read(race)).map((reading) => reading.bib);
      await reader.close();
      const thread = createFacePool(1);
      const onThread = (await thread.detect(faces)).length;
      await thread.close();
      const child = createFaceProcessPool();
      const inChild = (await child.detect(faces)).length;
      await child.close();
      console.log(JSON.stringify({ bibs, onThread, inChild }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--enable-source-maps', '--input-type=module', '-e', script],
      { cwd: serverDir, maxBuffer: 1 << 20 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      bibs: string[];
      onThread: number;
      inChild: number;
    };
    expect(result.bibs).toContain('3974');
    expect(result.onThread).toBeGreaterThan(0);
    expect(result.inChild).toBe(result.onThread);
  });
});
