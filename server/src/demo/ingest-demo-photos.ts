import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { multipartFiles } from '../lib/multipart-body.ts';
import { burstTimes, demoBibs, generateRacePhoto, seededRandom } from './race-photo.ts';

const BATCH = 10;
/** Runners in the demo race: few enough that each bib appears in several photos. */
const RUNNERS = 60;

/** Each album starts shooting at this Taiwan time on race day. */
export const demoAlbums = [
  {
    photographer: 'photographer@demo.tw',
    name: '起跑區',
    cameraPoint: '起跑',
    cameraPointEn: 'Start',
    startsAt: '06:00',
    seed: 1000,
  },
  {
    photographer: 'photographer2@demo.tw',
    name: '終點線',
    cameraPoint: '終點',
    cameraPointEn: 'Finish',
    startsAt: '08:30',
    seed: 5000,
  },
] as const;

/** The bibs worn in photo `index` of an album, drawn from its seed: tests know what each photo shows. */
export function demoPhotoBibs(albumSeed: number, index: number): string[] {
  const bibs = demoBibs(7, RUNNERS);
  const random = seededRandom(albumSeed + index);
  return Array.from({ length: 1 + Math.floor(random() * 3) }, () => bibs[Math.floor(random() * bibs.length)]!);
}

/**
 * Uploads generated race photos into the demo activity through the photographers' real upload
 * API, so they go through the whole pipeline. Resumes where an interrupted start stopped.
 */
export async function ingestDemoPhotos(
  app: FastifyInstance,
  activityId: number,
  perAlbum = Math.ceil(app.config.demoPhotoCount / demoAlbums.length),
) {
  const { activityDate } = await app.db.activity.findUniqueOrThrow({ where: { id: activityId } });
  const raceDay = activityDate.toISOString().slice(0, 10);
  for (const album of demoAlbums) {
    const start = new Date(`${raceDay}T${album.startsAt}:00+08:00`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateLogin',
      payload: { userNameOrEmailAddress: album.photographer, password: DEMO_PASSWORD },
    });
    if (!login.json().success) continue; // the demo account was changed: leave it alone
    const headers = { authorization: `Bearer ${login.json().result.accessToken}` };
    const photographerId: number = login.json().result.userId;

    let target = await app.db.album.findFirst({ where: { activityId, photographerId, name: album.name } });
    target ??= await app.db.album.create({
      data: {
        activityId,
        photographerId,
        name: album.name,
        cameraPoint: album.cameraPoint,
        cameraPointEn: album.cameraPointEn,
        defaultPrice: 169,
        shootDate: activityDate,
      },
    });
    const done = await app.db.photo.count({ where: { albumId: target.id } });
    const times = burstTimes(start, perAlbum, album.seed);
    for (let first = done; first < perAlbum; first += BATCH) {
      const files = [];
      for (let index = first; index < Math.min(first + BATCH, perAlbum); index += 1) {
        const runners = demoPhotoBibs(album.seed, index).map((bib) => ({ bib }));
        const bytes = await generateRacePhoto({ seed: album.seed + index, runners, takenAt: times[index]! });
        const fileName = `IMG_${String(album.seed + index).padStart(5, '0')}.jpg`;
        files.push({ fileName, contentType: 'image/jpeg', content: bytes });
      }
      const body = multipartFiles(files);
      await app.inject({
        method: 'POST',
        url: `/api/services/app/PhotoGalleryList/Upload?coId=${target.id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    }
  }
}
