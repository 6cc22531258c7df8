import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateRacePhoto, sampleSelfie } from '../../src/demo/race-photo.ts';
import samplePeople from '../../src/demo/sample-people.json' with { type: 'json' };
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { PhotoStatus } from '../../src/shared/domain/photo-status.ts';
import { createActivity } from './catalogue-factories.ts';
import { bearer, createUser, loginToken } from './factories.ts';
import { multipartFile, multipartFiles } from './multipart.ts';
import { workerResources } from './jobs.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// An activity with real faces for face-search tests: two of the sample photos shipped with face-api
// (several different people each) and generated race photos of two runners, through the whole
// upload pipeline.

const demoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
export const sample = (n: number) => readFileSync(path.join(demoDir, `sample${n}.jpg`));
/** The box of a face in sample photo n, as found by scripts/find-sample-people.ts. */
const faceIn = (n: number, x: number) => samplePeople.samples[n - 1]!.people.find((p) => p.face.x === x)!.face;
/** The selfies' person (sample1.jpg, leftmost) and another one (sample3.jpg, rightmost). */
export const ALICE = faceIn(1, 414);
export const BEA = faceIn(3, 1514);
/** Generated race photos of two runners: seeds 1 and 3 show Alice, seed 2 shows neither. */
export const RACE_SEEDS = [1, 3, 2];
export const raceOptions = (seed: number) => ({
  seed,
  runners: [{ bib: '1234' }, { bib: '5678' }],
  takenAt: new Date(),
});

/** A selfie-like crop around one face of a sample, with a face-width of margin. */
export const selfieFrom = (n: number, face: { x: number; y: number; width: number; height: number }) =>
  sampleSelfie(`sample${n}.jpg`, face);

export interface FaceActivity {
  t: TestApp;
  activityId: number;
  /** Photo ids by name: sample1, sample3, race1, race3, race2. */
  photoOf: Record<string, number>;
  /** Stops the worker (after the named queues besides photo processing) and closes the app. */
  stop(queues?: readonly string[]): Promise<void>;
}

/** A test app with a worker, and the activity's photos uploaded and published. */
export async function startFaceActivity(): Promise<FaceActivity> {
  const t = await createTestApp();
  const release = await startWorker(t.boss, workerResources(t));
  const stop = async (queues: readonly string[] = []) => {
    for (const name of ['photo.process', ...queues]) await t.boss.offWork(name);
    await release();
    await t.close();
  };
  try {
    return { t, ...(await publishPhotos(t)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Uploads the sample and race photos into a new activity and waits until all are published. */
async function publishPhotos(t: TestApp) {
  const activityId = (await createActivity(t.db)).id;
  const photographer = await createUser(t.db, { photographerAuth: true });
  const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    headers,
    payload: { activityId, name: '終點' },
  });
  const races = await Promise.all(RACE_SEEDS.map((seed) => generateRacePhoto(raceOptions(seed))));
  const body = multipartFiles([
    ...[1, 3].map((n) => ({ fileName: `sample${n}.jpg`, contentType: 'image/jpeg', content: sample(n) })),
    ...races.map((content, i) => ({ fileName: `race${RACE_SEEDS[i]}.jpg`, contentType: 'image/jpeg', content })),
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/PhotoGalleryList/Upload?coId=${album.json().result.coId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const ids: number[] = upload.json().result.items.map((i: { photoId: number }) => i.photoId);
  const photoOf = Object.fromEntries(
    ['sample1', 'sample3', ...RACE_SEEDS.map((seed) => `race${seed}`)].map((k, i) => [k, ids[i]!]),
  );
  // Every photo through the whole pipeline, faces included (expect.poll works only inside a test).
  const published = () => t.db.photo.count({ where: { activityId, status: PhotoStatus.ready } });
  for (let waited = 0; (await published()) < ids.length; waited += 500) {
    if (waited > 90_000) throw new Error('the sample photos were not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { activityId, photoOf };
}

/** A selfie posted to FaceSearch/Search or FaceSearch/HideMe of the activity (from 127.0.0.1 unless told). */
export function postSelfie(
  t: TestApp,
  method: 'Search' | 'HideMe',
  { activityId, selfie, headers = {}, remoteAddress }: SelfiePost,
) {
  const body = multipartFile('file', 'selfie.jpg', 'image/jpeg', selfie);
  return t.app.inject({
    method: 'POST',
    url: `/api/services/app/FaceSearch/${method}?activityId=${activityId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    remoteAddress,
  });
}

interface SelfiePost {
  activityId: number;
  selfie: Buffer;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A face search in the activity. */
export const searchFaces = (t: TestApp, activityId: number, selfie: Buffer, headers: Record<string, string> = {}) =>
  postSelfie(t, 'Search', { activityId, selfie, headers });

/** The ids of the photos a face search answered, best first. */
export const foundPhotos = (answer: { result: { items: { id: number }[] } }) => answer.result.items.map((p) => p.id);
