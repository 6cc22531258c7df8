import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, culture, latestMail, loginToken, type UserOverrides } from '../helpers/factories.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFiles, type UploadFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { apply } from '../../src/modules/photographer-application/service.ts';

let t: TestApp;
let cityId: number;
let regionRootId: number;
let sample: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const city = await t.db.commonType.findFirstOrThrow({ where: { typeT: 30, parentId: { not: null } } });
  cityId = city.id;
  regionRootId = (await t.db.commonType.findFirstOrThrow({ where: { typeT: 40 } })).id;
  sample = await cameraJpeg(2400, 1600);
  await t.db.role.create({
    data: {
      name: 'ApplicationReader',
      displayName: 'reader',
      permissions: { create: [{ permissionName: PERMISSIONS.Applications }] },
    },
  });
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

async function signIn(overrides: UserOverrides = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

const fields = () => ({
  displayName: '  快門阿明  ',
  realName: '王小明',
  phone: '0912-345-678',
  cityId: String(cityId),
  introduction: '十年路跑攝影經驗',
  portfolioUrl: 'https://photos.example.tw/ming',
  agreeTerms: 'true',
});
const jpeg = (name = 'a.jpg'): UploadFile => ({ fileName: name, contentType: 'image/jpeg', content: sample });

function applyWith(headers: Record<string, string>, form: Record<string, string>, files: UploadFile[] = [jpeg()]) {
  const body = multipartFiles(files, form);
  return t.app.inject({
    method: 'POST',
    url: api('MemEmber/CreatePhotoGrapher'),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const decide = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: api('AdminMemEmber/UpdatePhotoGrapher'), headers, payload });

const reviewer = () => signIn({ isAdmin: true, roles: ['Admin'] });

describe('applying to become a photographer', () => {
  it('stores the application with resized private samples and raises a notification', async () => {
    const { user, headers } = await signIn();
    const response = await applyWith(headers, fields(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().result.id as number;
    const stored = await t.db.photographerApplication.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      userId: user.id,
      displayName: '快門阿明',
      realName: '王小明',
      cityId,
      status: 'pending',
      portfolioUrl: 'https://photos.example.tw/ming',
    });
    expect(stored.sampleKeys).toHaveLength(2);
    const object = await t.storage.get('originals', stored.sampleKeys[0]!);
    expect(object?.contentType).toBe('image/jpeg');

    const notification = await t.db.notification.findFirstOrThrow({ where: { entityId: id } });
    expect(notification).toMatchObject({
      type: 'ApplyPhotographer',
      title: '快門阿明 申請成為攝影師',
      titleEn: '快門阿明 applied to become a photographer',
      link: `/admin/ApplicationDetails/${id}`,
    });

    const mine = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication'), headers });
    expect(mine.json().result).toMatchObject({ id, status: 'pending', reason: null });
    // The sample link works without the bearer header (an <img>), and is the resized JPEG.
    const link = mine.json().result.sampleUrls[0] as string;
    const image = await t.app.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1067 });
    const forged = await t.app.inject({ method: 'GET', url: `${link.split('=')[0]}=x.y.z` });
    expect(forged.statusCode).toBe(401);
  });

  it('is for members only, and refuses a photographer', async () => {
    expect((await applyWith({}, fields())).statusCode).toBe(401);
    const { headers } = await signIn({ photographerAuth: true });
    const refused = await applyWith(headers, fields(), []);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('您已是認證攝影師，不需要再申請');
    const guest = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication') });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { user, headers } = await signIn();
    const png = { fileName: 'x.png', contentType: 'image/png', content: Buffer.from('not an image') };
    const cases: [Record<string, string>, UploadFile[], string][] = [
      [{ ...fields(), agreeTerms: 'false' }, [jpeg()], 'Please read and accept the photographer terms'],
      [{ ...fields(), displayName: '   ' }, [jpeg()], 'Invalid input: displayName must not be blank'],
      [{ ...fields(), realName: 'a\u0000b' }, [jpeg()], 'Invalid input'],
      [
        { ...fields(), introduction: '字'.repeat(2001) },
        [jpeg()],
        'Invalid input: introduction allows at most 2000 characters',
      ],
      [
        { ...fields(), portfolioUrl: 'javascript:alert(1)' },
        [jpeg()],
        'The portfolio link must be a web address starting with http:// or https://',
      ],
      [{ ...fields(), cityId: String(regionRootId) }, [jpeg()], 'Please choose a valid city'],
      [{ ...fields(), phone: 'call me' }, [jpeg()], 'Invalid input: phone has the wrong format'],
      [fields(), [png], 'The file is not a readable image (JPEG, PNG or WebP)'],
      [fields(), Array.from({ length: 6 }, (_, i) => jpeg(`${i}.jpg`)), 'At most 5 sample photos'],
    ];
    for (const [form, files, message] of cases) {
      const response = await applyWith({ ...headers, ...culture('en') }, form, files);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message, message).toContain(message);
    }
    const huge = { fileName: 'big.jpg', contentType: 'image/jpeg', content: Buffer.alloc(10 * 1024 * 1024 + 1) };
    const tooLarge = await applyWith({ ...headers, ...culture('en') }, fields(), [huge]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('The file is larger than the 10 MB limit');
    const { realName: _omitted, ...missing } = fields();
    expect((await applyWith(headers, missing)).statusCode).toBe(400);
    expect(await t.db.photographerApplication.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.storage.list('originals', `applications/${user.id}/`)).objects).toHaveLength(0);
  });

  it('keeps one open application per member, even under two submits at once', async () => {
    const { user, headers } = await signIn();
    const both = await Promise.all([applyWith(headers, fields()), applyWith(headers, fields())]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.photographerApplication.count({ where: { userId: user.id } })).toBe(1);
    const again = await applyWith(headers, fields());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('您已有一份審核中的申請，請等候審核結果');
    // The refused submits left no sample behind.
    expect((await t.storage.list('originals', `applications/${user.id}/`)).objects).toHaveLength(1);

    // Both past the first check before either writes: the lock on the member still lets one through.
    const racer = await createUser(t.db);
    const form = {
      fields: { ...fields(), cityId, agreeTerms: true, portfolioUrl: undefined },
      samples: [await cameraJpeg(500, 400)],
    };
    const raced = await Promise.allSettled([apply(t.app, racer.id, form), apply(t.app, racer.id, form)]);
    expect(raced.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await t.db.photographerApplication.count({ where: { userId: racer.id } })).toBe(1);
    expect((await t.storage.list('originals', `applications/${racer.id}/`)).objects).toHaveLength(1);
  });
});

describe('reviewing applications', () => {
  it('lets only admins with the permission read, and only reviewers decide', async () => {
    const { headers: applicant } = await signIn();
    const id = (await applyWith(applicant, fields())).json().result.id as number;
    const { headers: member } = await signIn();
    const { headers: finance } = await signIn({ isAdmin: true, roles: ['Finance'] });
    const { headers: reader } = await signIn({ isAdmin: true, roles: ['ApplicationReader'] });
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: api('AdminMemEmber/GetPhotographerApplications'), headers });
    const detail = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: api(`AdminMemEmber/GetPhotographerApplication?id=${id}`), headers });
    for (const [headers, status] of [
      [{}, 401],
      [member, 403],
      [finance, 403],
      [reader, 200],
    ] as const) {
      expect((await list(headers)).statusCode).toBe(status);
      expect((await detail(headers)).statusCode).toBe(status);
    }
    expect((await decide(reader, { id, approve: true })).statusCode).toBe(403);
    expect((await decide({}, { id, approve: true })).statusCode).toBe(401);
    expect((await decide(member, { id, approve: true })).statusCode).toBe(403);
    const block = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/UpdatePhotographerAuth?userId=1&status=blocked'),
      headers: reader,
    });
    expect(block.statusCode).toBe(403);
    expect((await t.db.photographerApplication.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
  });

  it('lists newest first, filters by status and searches name, e-mail and phone', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await signIn({ email: `searchable-${Date.now()}@runner.tw` });
    const id = (await applyWith(headers, { ...fields(), realName: '陳查詢', phone: '0987-000-111' })).json().result
      .id as number;
    const search = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: api(`AdminMemEmber/GetPhotographerApplications?${query}`),
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result as { totalCount: number; items: { id: number }[] };
    };
    expect((await search('status=pending')).items[0]).toMatchObject({ id, email: user.email, status: 'pending' });
    for (const keyword of ['陳查詢', 'SEARCHABLE-', '0987-000']) {
      const found = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(
        found.items.map((item) => item.id),
        keyword,
      ).toEqual([id]);
    }
    expect((await search('status=approved&keyword=陳查詢')).totalCount).toBe(0);
    const badStatus = await t.app.inject({
      method: 'GET',
      url: api('AdminMemEmber/GetPhotographerApplications?status=maybe'),
      headers: admin,
    });
    expect(badStatus.statusCode).toBe(400);

    const detail = await t.app.inject({
      method: 'GET',
      url: api(`AdminMemEmber/GetPhotographerApplication?id=${id}`),
      headers: admin,
    });
    expect(detail.json().result).toMatchObject({
      id,
      realName: '陳查詢',
      introduction: '十年路跑攝影經驗',
      account: { email: user.email, photographerAuth: false },
    });
    expect(detail.json().result.sampleUrls).toHaveLength(1);
  });

  it('approves: the member becomes a photographer at once, is mailed, and can be blocked and restored', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await signIn();
    await t.db.user.update({ where: { id: user.id }, data: { locale: 'en' } });
    const id = (await applyWith(headers, fields())).json().result.id as number;
    const activity = await createActivity(t.db);
    const createAlbum = () =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/Create'),
        headers,
        payload: { activityId: activity.id, name: '終點' },
      });
    expect((await createAlbum()).statusCode).toBe(403);

    const approved = await decide(admin, { id, approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const account = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(account).toMatchObject({ photographerAuth: true, photographerAuthStatus: '', displayName: '快門阿明' });
    expect(account.phone).toBe('0912-345-678');
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('Your 運動相簿 photographer application is approved');
    expect(mail.text).toContain('http://photos.test/uploadPhoto');
    // The same token: rights follow at once.
    expect((await createAlbum()).statusCode).toBe(200);

    const again = await decide(admin, { id, approve: false, reason: 'late' });
    expect(again.statusCode).toBe(409);

    const setAuth = (status: string, userId = user.id) =>
      t.app.inject({
        method: 'GET',
        url: api(`AdminMemEmber/UpdatePhotographerAuth?userId=${userId}&status=${status}`),
        headers: admin,
      });
    expect((await setAuth('blocked')).statusCode).toBe(200);
    const blocked = await createAlbum();
    expect(blocked.statusCode).toBe(605);
    expect((await setAuth('restore')).statusCode).toBe(200);
    expect((await createAlbum()).statusCode).toBe(200);
    expect((await setAuth('paused')).statusCode).toBe(400);
    const { user: plain } = await signIn();
    expect((await setAuth('blocked', plain.id)).statusCode).toBe(404);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: plain.id } })).photographerAuthStatus).toBe('');
  });

  it('rejects with a reason the applicant reads, who may then apply again', async () => {
    const { headers: admin } = await reviewer();
    const { user, headers } = await signIn();
    const id = (await applyWith(headers, fields())).json().result.id as number;

    const noReason = await decide({ ...admin, ...culture('en') }, { id, approve: false, reason: '  ' });
    expect(noReason.json().error.message).toBe('Give a reason when rejecting an application');
    expect((await decide(admin, { id, approve: false, reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await decide(admin, { id: 999999, approve: true })).statusCode).toBe(404);
    expect((await t.db.photographerApplication.findUniqueOrThrow({ where: { id } })).status).toBe('pending');

    const rejected = await decide(admin, { id, approve: false, reason: '樣本照片太少' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('運動相簿攝影師申請結果');
    expect(mail.text).toContain('樣本照片太少');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).photographerAuth).toBe(false);

    const mine = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication'), headers });
    expect(mine.json().result).toMatchObject({ id, status: 'rejected', reason: '樣本照片太少' });

    const reapplied = await applyWith(headers, fields());
    expect(reapplied.statusCode).toBe(200);
    const latest = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication'), headers });
    expect(latest.json().result).toMatchObject({ id: reapplied.json().result.id, status: 'pending' });
  });
});
