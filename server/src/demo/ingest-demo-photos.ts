import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { burstTimes, demoBibs, generateRacePhoto, seededRandom } from './race-photo.ts';

/** Photos per demo album: a few hundred in all, enough to page through and search. */
export const DEMO_PHOTOS_PER_ALBUM = 150;
const BATCH = 10;
/** Runners in the demo race: few enough that each bib appears in several photos. */
const RUNNERS = 60;

const demoAlbums = [
  { photographer: 'photographer@demo.tw', name: '起跑區', start: '2026-11-01T06:00:00+08:00', seed: 1000 },
  { photographer: 'photographer2@demo.tw', name: '終點線', start: '2026-11-01T08:30:00+08:00', seed: 5000 },
] as const;

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = `demo${Date.now().toString(16)}`;
  const chunks = files.flatMap(({ name, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), boundary };
}

/**
 * Uploads generated race photos into the demo activity through the photographers' real upload
 * API, so they go through the whole pipeline. Resumes where an interrupted start stopped.
 */
export async function ingestDemoPhotos(app: FastifyInstance, activityId: number, perAlbum = DEMO_PHOTOS_PER_ALBUM) {
  const bibs = demoBibs(7, RUNNERS);
  for (const album of demoAlbums) {
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
      data: { activityId, photographerId, name: album.name, defaultPrice: 169, shootDate: new Date(album.start) },
    });
    const done = await app.db.photo.count({ where: { albumId: target.id } });
    const times = burstTimes(new Date(album.start), perAlbum, album.seed);
    for (let first = done; first < perAlbum; first += BATCH) {
      const files = [];
      for (let index = first; index < Math.min(first + BATCH, perAlbum); index += 1) {
        const random = seededRandom(album.seed + index);
        const runners = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          bib: bibs[Math.floor(random() * bibs.length)]!,
        }));
        const bytes = await generateRacePhoto({ seed: album.seed + index, runners, takenAt: times[index]! });
        files.push({ name: `IMG_${String(album.seed + index).padStart(5, '0')}.jpg`, bytes });
      }
      const body = multipart(files);
      await app.inject({
        method: 'POST',
        url: `/api/services/app/PhotoGalleryList/Upload?coId=${target.id}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${body.boundary}` },
        payload: body.payload,
      });
    }
  }
}
