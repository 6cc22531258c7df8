import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { demoAlbums, demoPhotoBibs } from '../../server/src/demo/ingest-demo-photos.ts';
import { startTestDatabase } from '../../server/test/setup/test-database.ts';
import { startAppServer, waitForDemoPhotos } from './app-server.ts';
import { artifactsRoot, buildClient } from './client-build.ts';

/** Few enough to process in seconds, enough for a page of bib results and the ±5 s neighbours. */
export const E2E_DEMO_PHOTOS = 12;
const DATABASE = 'sportphoto_e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server serves the built client and the API, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** A bib worn in a demo photo that bib search finds in the demo activity. */
    demoBib: string;
    demoActivityId: number;
    /** The server's database, for checks a user cannot make (the ledger's reconciliation). */
    databaseUrl: string;
  }
}

/**
 * Once per run: the client's production build, a throwaway PostgreSQL, and the real server with its
 * embedded S3 store (as `npm start` runs it) and its demo data, whose photos are fully processed
 * before any test starts.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const log = (line: string) => console.info(`[e2e setup] ${line}`);
  const stops: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const clientDist = buildClient(log);

    const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-e2e-'));
    chmodSync(scratch, 0o755); // PostgreSQL may run as the postgres user (when we are root)
    stops.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const database = await startTestDatabase(log);
    stops.push(database.stop);
    const databaseUrl = await recreateDatabase(database.url, DATABASE);
    const logFile = path.join(artifactsRoot, 'server.log');
    const server = await startAppServer({
      databaseUrl,
      clientDist,
      dataDir: path.join(scratch, 'data'),
      demoPhotoCount: E2E_DEMO_PHOTOS,
      logFile,
      // The push journey's local push service listens on http://127.0.0.1 (decisions/080).
      env: { PUSH_ALLOW_LOOPBACK: 'true' },
    });
    stops.push(server.stop);
    log(`server at ${server.baseUrl} after ${seconds(started)} (log: ${path.relative(process.cwd(), logFile)})`);

    await waitForDemoPhotos(databaseUrl, E2E_DEMO_PHOTOS, 150_000);
    const activityId = await demoActivityId(databaseUrl);
    const bib = await findSearchableBib(server.baseUrl, activityId, E2E_DEMO_PHOTOS);
    log(`demo photos processed after ${seconds(started)}; bib ${bib} is searchable`);

    project.provide('baseUrl', server.baseUrl);
    project.provide('demoBib', bib);
    project.provide('demoActivityId', activityId);
    project.provide('databaseUrl', databaseUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function recreateDatabase(maintenanceUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function demoActivityId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ activityId: number }>(`SELECT "activityId" FROM "Photo" LIMIT 1`);
    return rows[0]!.activityId;
  } finally {
    await client.end();
  }
}

/**
 * The first bib, in upload order, that the generator drew on a demo photo and that bib search
 * finds: the journeys search for what a runner really wore, not for whatever OCR happened to read.
 */
export async function findSearchableBib(baseUrl: string, activityId: number, photoCount: number): Promise<string> {
  const perAlbum = Math.ceil(photoCount / demoAlbums.length);
  const worn = demoAlbums.flatMap((album) =>
    Array.from({ length: perAlbum }, (_, index) => demoPhotoBibs(album.seed, index)).flat(),
  );
  for (const code of new Set(worn)) {
    const answer = await fetch(`${baseUrl}/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activityId, code }),
    });
    const body = (await answer.json()) as { result?: { totalCount: number } };
    if ((body.result?.totalCount ?? 0) > 0) return code;
  }
  throw new Error(`Bib search finds none of the bibs worn in the demo photos: ${[...new Set(worn)].join(', ')}`);
}
