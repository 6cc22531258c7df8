import sharp from 'sharp';
import { demoAlbums, demoPhotoBibs } from '../../server/src/demo/ingest-demo-photos.ts';
import samplePeople from '../../server/src/demo/sample-people.json' with { type: 'json' };
import { generateRacePhoto, racePhotoPeople, sampleSelfie, type Box } from '../../server/src/demo/race-photo.ts';
import { E2E_DEMO_PHOTOS } from '../setup/global-setup.ts';

// Selfies of the demo runners: the demo photos are generated from seeds, so a journey knows who
// runs in them and can cut that runner's face from face-api's sample photo.

interface DemoRunner {
  file: string;
  face: Box;
  /** How many demo photos show them. */
  photos: number;
}

/** The sample people in the demo photos, the one in most photos first. */
export function demoRunnersByFrequency(): DemoRunner[] {
  const perAlbum = Math.ceil(E2E_DEMO_PHOTOS / demoAlbums.length);
  const seen = new Map<string, DemoRunner>();
  for (const album of demoAlbums) {
    for (let index = 0; index < perAlbum; index += 1) {
      const runners = demoPhotoBibs(album.seed, index).map((bib) => ({ bib }));
      for (const person of racePhotoPeople({ seed: album.seed + index, runners, takenAt: new Date() })) {
        const key = `${person.file}@${person.face.x}`;
        const entry = seen.get(key) ?? { ...person, photos: 0 };
        seen.set(key, { ...entry, photos: entry.photos + 1 });
      }
    }
  }
  return [...seen.values()].sort((a, b) => b.photos - a.photos);
}

/** A selfie of the sample person who runs in most of the demo photos. */
export function selfieOfAFrequentRunner(): Promise<Buffer> {
  const { file, face } = demoRunnersByFrequency()[0]!;
  return sampleSelfie(file, face);
}

/** That runner's index among the sample people (RaceRunner.personIndex). */
function frequentRunnerIndex(): number {
  const { face } = demoRunnersByFrequency()[0]!;
  return samplePeople.samples
    .flatMap((sample) => sample.people)
    .findIndex((person) => person.face.x === face.x && person.face.y === face.y);
}

/**
 * A picture of that runner the activity does not hold: drawn anew, larger and with the head
 * tilted, not cut from a demo photo. Hide me refuses a face cut out of the activity's own photos.
 */
export function selfieOfAFrequentRunnerElsewhere(): Promise<Buffer> {
  return generateRacePhoto({
    seed: 103,
    runners: [{ bib: '0000', personIndex: frequentRunnerIndex(), faceWidth: 260, roll: -15 }],
    takenAt: new Date(),
  });
}

/** A new race photo of that runner wearing `bib`, as a photographer would upload it. */
export function racePhotoOfAFrequentRunner(seed: number, bib: string): Promise<Buffer> {
  return generateRacePhoto({
    seed,
    runners: [{ bib, personIndex: frequentRunnerIndex() }],
    takenAt: new Date(),
    width: 1200,
    height: 800,
  });
}

/** One picture of the two runners in most demo photos, side by side, as a friend's selfie would show them. */
export async function selfieOfTwoRunners(): Promise<Buffer> {
  const [first, second] = demoRunnersByFrequency();
  const half = 480;
  const [left, right] = await Promise.all(
    [first!, second!].map(async ({ file, face }) =>
      sharp(await sampleSelfie(file, face))
        .resize(half, half, { fit: 'cover' })
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: half * 2, height: half, channels: 3, background: '#ddd' } })
    .composite([
      { input: left!, left: 0, top: 0 },
      { input: right!, left: half, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

/** A picture of a wall: no face in it. */
export const noFacePicture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#8a9' } })
    .jpeg()
    .toBuffer();
