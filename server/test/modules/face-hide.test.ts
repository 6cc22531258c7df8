import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALICE,
  BEA,
  foundPhotos,
  hideMePhotos,
  postSelfie,
  searchFaces,
  selfieFrom,
  startFaceActivity,
} from '../helpers/face-activity.ts';
import { bearer, createUser, culture, loginToken, type UserOverrides } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';

// "Not me / hide me": who may hide faces, with which picture, how often, and how it is undone.

let t: TestApp;
let activityId: number;
let photoOf: Record<string, number>;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ t, activityId, photoOf, stop } = await startFaceActivity(hideMePhotos));
}, 240_000);
afterAll(() => stop());

type Headers = Record<string, string>;

async function signIn(overrides: UserOverrides = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

// Each request from its own client address unless told otherwise, so that only the rate-limit test
// meets the per-address limit.
let lastAddress = 0;
const freshAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const hideMe = (selfie: Buffer, headers: Headers, { activity = activityId, address = freshAddress() } = {}) =>
  postSelfie(t, 'HideMe', { activityId: activity, selfie, headers, remoteAddress: address });

const getMyHidden = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/services/app/FaceSearch/GetMyHidden', headers });
const undoHideMe = (id: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/services/app/FaceSearch/UndoHideMe', headers, payload: { id } });
const getHiddenList = (query: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/services/app/AdminFaceSearch/GetHiddenList?${query}`, headers });
const undoHide = (id: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/services/app/AdminFaceSearch/UndoHide', headers, payload: { id } });

const found = async (selfie: Buffer) => foundPhotos((await searchFaces(t, activityId, selfie)).json()).toSorted();
const hiddenFaces = () => t.db.face.count({ where: { activityId, hideRequestId: { not: null } } });

async function publicFile(photoId: number, rendition: 'previewKey' | 'thumbnailKey') {
  const photo = await t.db.photo.findUniqueOrThrow({ where: { id: photoId } });
  const stored = await t.storage.get('public', photo[rendition]!);
  return buffer(stored!.body);
}

/**
 * What a member can cut out of a published photo: its largest face with a face-size of margin on
 * each side, from the public preview or thumbnail, enlarged to 640 px wide.
 */
async function faceCutFrom(photoId: number, rendition: 'previewKey' | 'thumbnailKey', quality = 92) {
  const photo = await t.db.photo.findUniqueOrThrow({ where: { id: photoId } });
  const faces = await t.db.face.findMany({ where: { photoId } });
  const face = faces.toSorted((a, b) => b.width * b.height - a.width * a.height)[0]!;
  const picture = await publicFile(photoId, rendition);
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const scale = width / photo.width!;
  const left = Math.max(0, Math.round((face.x - face.width) * scale));
  const top = Math.max(0, Math.round((face.y - face.height) * scale));
  const region = {
    left,
    top,
    width: Math.min(width - left, Math.round(face.width * 3 * scale)),
    height: Math.min(height - top, Math.round(face.height * 3 * scale)),
  };
  return sharp(picture).extract(region).resize(640).jpeg({ quality }).toBuffer();
}

describe('hide me', () => {
  it('refuses the activity’s own photos as a selfie (preview, thumbnail, resized copy) and hides nothing', async () => {
    const { headers } = await signIn();
    // Photos with several clear faces: as a "selfie", each would hide its clearest person.
    const preview = await publicFile(photoOf.sample2!, 'previewKey');
    const thumbnail = await publicFile(photoOf.sample4!, 'thumbnailKey');
    const copy = await sharp(preview).resize(900).jpeg({ quality: 55 }).toBuffer();
    const before = await found(await selfieFrom(1, ALICE));

    const refusedPreview = await hideMe(preview, headers);
    expect(refusedPreview.statusCode, refusedPreview.body).toBe(400);
    expect(refusedPreview.json().error.message).toBe('這是本活動的照片，不是自拍照：請上傳您本人的自拍照');
    const refusedThumbnail = await hideMe(thumbnail, { ...headers, ...culture('en') });
    expect(refusedThumbnail.statusCode, refusedThumbnail.body).toBe(400);
    expect(refusedThumbnail.json().error.message).toBe(
      'This picture is one of this activity’s photos, not a selfie: please upload a selfie of yourself',
    );
    expect((await hideMe(copy, headers)).statusCode).toBe(400);

    expect(await hiddenFaces()).toBe(0);
    expect(await t.db.faceHideRequest.count()).toBe(0);
    expect(await found(await selfieFrom(1, ALICE))).toEqual(before);
  }, 120_000);

  it('refuses a face cut out of a published photo: cropped, mirrored, resized or re-encoded, from a preview or a thumbnail', async () => {
    const { headers } = await signIn();
    const before = await found(await selfieFrom(1, ALICE));
    // Bea's face from the preview of the photo of both runners, ×3 around it and enlarged to 640 px.
    const crop = await faceCutFrom(photoOf.aliceAndBea!, 'previewKey');
    const mirroredCrop = await sharp(crop).flop().jpeg({ quality: 92 }).toBuffer();
    const mirrored = await sharp(await publicFile(photoOf.aliceAndBea!, 'previewKey'))
      .flop()
      .toBuffer();
    // Alice near the camera, from the 400 px thumbnail, saved again at JPEG quality 40; and that
    // crop resized again, to half its size.
    const thumbnailCrop = await faceCutFrom(photoOf.alice!, 'thumbnailKey', 40);
    const resizedThumbnailCrop = await sharp(thumbnailCrop).resize(320).jpeg({ quality: 75 }).toBuffer();

    const refused = await hideMe(crop, headers);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(
      '這張臉取自本活動的照片（裁切、縮放或翻轉），不是自拍照：請上傳您本人的自拍照',
    );
    const english = await hideMe(mirrored, { ...headers, ...culture('en') });
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().error.message).toBe(
      'This face is cut out of one of this activity’s photos (cropped, resized or mirrored), not a selfie: please upload a selfie of yourself',
    );
    for (const copy of [mirroredCrop, thumbnailCrop, resizedThumbnailCrop]) {
      const copyRefused = await hideMe(copy, headers);
      expect(copyRefused.statusCode, copyRefused.body).toBe(400);
      expect(copyRefused.json().error.message).toBe(refused.json().error.message);
    }

    expect(await hiddenFaces()).toBe(0);
    expect(await t.db.faceHideRequest.count()).toBe(0);
    expect(await found(await selfieFrom(1, ALICE))).toEqual(before);
  }, 120_000);

  it('needs a login for hiding, listing and undoing', async () => {
    expect((await hideMe(await selfieFrom(1, ALICE), {})).statusCode).toBe(401);
    expect((await getMyHidden({})).statusCode).toBe(401);
    expect((await undoHideMe(1, {})).statusCode).toBe(401);
  });

  it('hides the member’s faces for a selfie from another picture and records it; only that member can undo it, and is found again', async () => {
    const alice = await signIn();
    const other = await signIn();
    // Cut from a picture of Alice the activity does not hold: her face there is not her race photos' face.
    const selfie = await selfieFrom(1, ALICE);
    const everywhere = [photoOf.aliceAndBea, photoOf.alice].toSorted();
    expect(await found(selfie)).toEqual(everywhere);

    const hidden = await hideMe(selfie, alice.headers);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const { requestId, hidden: count } = hidden.json().result;
    expect(count).toBe(2);
    expect(await found(selfie)).toEqual([]);

    const mine = (await getMyHidden(alice.headers)).json().result;
    expect(mine.totalCount).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: requestId, activityId, faceCount: 2, undoneAt: null });
    expect(mine.items[0].activityTitle).toMatch(/^測試活動/);
    expect(Date.now() - Date.parse(mine.items[0].createdAt)).toBeLessThan(60_000);
    expect((await getMyHidden(other.headers)).json().result.totalCount).toBe(0);

    const refused = await undoHideMe(requestId, { ...other.headers, ...culture('en') });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Hide request not found');
    expect(await found(selfie)).toEqual([]);

    const undone = await undoHideMe(requestId, alice.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().result.restored).toBe(2);
    expect(await found(selfie)).toEqual(everywhere);
    const after = (await getMyHidden(alice.headers)).json().result.items[0];
    expect(after.undoneAt).not.toBeNull();
    expect(await hiddenFaces()).toBe(0);
    // Undoing twice changes nothing more.
    expect((await undoHideMe(requestId, alice.headers)).json().result.restored).toBe(0);
  }, 120_000);

  it('lets admins who moderate photos review every request, newest first, and undo any', async () => {
    const alice = await signIn({ displayName: 'Alice' });
    const bea = await signIn({ displayName: 'Bea' });
    const admin = await signIn({ isAdmin: true, roles: ['PhotoModerator'] });
    const finance = await signIn({ isAdmin: true, roles: ['Finance'] });
    const earlier = (await getHiddenList('', admin.headers)).json().result.totalCount;
    const aliceSelfie = await selfieFrom(1, ALICE);
    const beaSelfie = await selfieFrom(3, BEA);
    const first = (await hideMe(aliceSelfie, alice.headers)).json().result.requestId;
    const second = (await hideMe(beaSelfie, bea.headers)).json().result.requestId;
    expect(await found(beaSelfie)).toEqual([]);

    expect((await getHiddenList('', {})).statusCode).toBe(401);
    expect((await getHiddenList('', alice.headers)).statusCode).toBe(403);
    expect((await getHiddenList('', finance.headers)).statusCode).toBe(403);
    expect((await undoHide(second, finance.headers)).statusCode).toBe(403);

    const page = await getHiddenList('SkipCount=0&MaxResultCount=1', admin.headers);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result.totalCount).toBe(earlier + 2);
    expect(page.json().result.items).toEqual([
      {
        id: second,
        activityId,
        activityTitle: expect.stringMatching(/^測試活動/),
        member: { id: bea.user.id, email: bea.user.email, displayName: 'Bea' },
        faceCount: 1,
        createdAt: expect.any(String),
        undoneAt: null,
        undoneByUserId: null,
      },
    ]);
    const next = (await getHiddenList('SkipCount=1&MaxResultCount=1', admin.headers)).json().result;
    expect(next.items.map((item: { id: number }) => item.id)).toEqual([first]);

    const undone = await undoHide(second, admin.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().result.restored).toBe(1);
    expect(await found(beaSelfie)).toEqual([photoOf.aliceAndBea]);
    const reviewed = (await getHiddenList(`activityId=${activityId}`, admin.headers)).json().result.items;
    expect(reviewed.find((item: { id: number }) => item.id === second)).toMatchObject({
      undoneByUserId: admin.user.id,
      undoneAt: expect.any(String),
    });
    expect((await undoHide(999_999, admin.headers)).statusCode).toBe(404);
    await undoHide(first, admin.headers);
  }, 120_000);

  it('refuses more than 5 requests an hour per member and per client address, in one language', async () => {
    const member = await signIn();
    const neighbour = await signIn();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    // An activity that does not exist: each request is refused at once, but counts.
    const attempt = (headers: Headers, address: string) => hideMe(picture, headers, { activity: 999_999, address });
    for (let i = 0; i < 5; i += 1) expect((await attempt(member.headers, '192.0.2.1')).statusCode).toBe(404);

    const limited = await attempt(member.headers, '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('嘗試次數過多，請於 60 分鐘後再試');
    const english = await attempt({ ...member.headers, ...culture('en') }, '192.0.2.2');
    expect(english.statusCode).toBe(429);
    expect(english.json().error.message).toBe('Too many attempts. Try again in 60 minutes.');
    // Another member from the same address is limited too; from elsewhere they are not.
    expect((await attempt(neighbour.headers, '192.0.2.1')).statusCode).toBe(429);
    expect((await attempt(neighbour.headers, '192.0.2.3')).statusCode).toBe(404);
  });
});
