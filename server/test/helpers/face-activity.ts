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

/** A sample person's place in race-photo.ts's list (RaceRunner.personIndex). */
const personIndexOf = (face: { x: number; y: number }) =>
  samplePeople.samples.flatMap((s) => s.people).findIndex((p) => p.face.x === face.x && p.face.y === face.y);

/** A sample person as a generated runner, head tilted by `roll` degrees. */
const runner = (face: { x: number; y: number }, roll: number, bib: string, faceWidth = 130) => ({
  bib,
  personIndex: personIndexOf(face),
  faceWidth,
  roll,
});

/**
 * Hide me's activity: Alice and Bea appear only in race photos where their heads are tilted, not in
 * the sample pictures their selfies are cut from (a selfie from elsewhere); two sample photos show
 * other people.
 */
export async function hideMePhotos(): Promise<NamedPhoto[]> {
  const takenAt = new Date();
  const aliceAndBea = { seed: 101, runners: [runner(ALICE, 15, '1234'), runner(BEA, -15, '5678')], takenAt };
  // Near the camera: her face is ~55 px wide even in the 400 px thumbnail.
  const alice = { seed: 102, runners: [runner(ALICE, -15, '1234', 260)], takenAt };
  return [
    { name: 'aliceAndBea', content: await generateRacePhoto(aliceAndBea) },
    { name: 'alice', content: await generateRacePhoto(alice) },
    { name: 'sample2', content: sample(2) },
    { name: 'sample4', content: sample(4) },
  ];
}

/** A selfie-like crop around one face of a sample, with a face-width of margin. */
export const selfieFrom = (n: number, face: { x: number; y: number; width: number; height: number }) =>
  sampleSelfie(`sample${n}.jpg`, face);

/**
 * A picture of a sample person taken elsewhere: alone near the camera, head tilted, drawn anew
 * rather than cut from a photo an activity holds. Hide me refuses a face cut out of the activity's
 * own photos, so a member hides themselves with a picture like this one.
 */
export const selfieElsewhere = (face: { x: number; y: number }) =>
  generateRacePhoto({ seed: 103, runners: [runner(face, -15, '0000', 260)], takenAt: new Date() });

/** A photo to publish, by the name photoOf gives its id under. */
export interface NamedPhoto {
  name: string;
  content: Buffer;
}

/** Two sample photos (several people each) and the race photos of RACE_SEEDS. */
async function defaultPhotos(): Promise<NamedPhoto[]> {
  const races = await Promise.all(RACE_SEEDS.map((seed) => generateRacePhoto(raceOptions(seed))));
  return [
    ...[1, 3].map((n) => ({ name: `sample${n}`, content: sample(n) })),
    ...races.map((content, i) => ({ name: `race${RACE_SEEDS[i]}`, content })),
  ];
}

export interface FaceActivity {
  t: TestApp;
  activityId: number;
  /** Photo ids by name: sample1, sample3, race1, race3, race2 (unless other photos were given). */
  photoOf: Record<string, number>;
  /** Stops the worker (after the named queues besides photo processing) and closes the app. */
  stop(queues?: readonly string[]): Promise<void>;
}

/** A test app with a worker, and the activity's photos uploaded and published. */
export async function startFaceActivity(
  photos: () => Promise<NamedPhoto[]> = defaultPhotos,
  env: Record<string, string> = {},
): Promise<FaceActivity> {
  const t = await createTestApp({ env });
  const release = await startWorker(t.boss, workerResources(t));
  const stop = async (queues: readonly string[] = []) => {
    for (const name of ['photo.process', ...queues]) await t.boss.offWork(name);
    await release();
    await t.close();
  };
  try {
    return { t, ...(await publishPhotos(t, await photos())), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Uploads the photos into a new activity and waits until all are published. */
async function publishPhotos(t: TestApp, photos: NamedPhoto[]) {
  const activityId = (await createActivity(t.db)).id;
  const photographer = await createUser(t.db, { photographerAuth: true });
  const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    headers,
    payload: { activityId, name: '終點' },
  });
  const body = multipartFiles(
    photos.map(({ name, content }) => ({ fileName: `${name}.jpg`, contentType: 'image/jpeg', content })),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/PhotoGalleryList/Upload?coId=${album.json().result.coId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const ids: number[] = upload.json().result.items.map((i: { photoId: number }) => i.photoId);
  const photoOf = Object.fromEntries(photos.map(({ name }, i) => [name, ids[i]!]));
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
