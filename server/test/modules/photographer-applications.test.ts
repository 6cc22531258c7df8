import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, culture } from '../helpers/factories.ts';
import { applicationKit } from '../helpers/application-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import type { UploadFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { apply } from '../../src/modules/photographer-applications/service.ts';

let t: TestApp;
let kit: Awaited<ReturnType<typeof applicationKit>>;
let eventTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = await applicationKit(t);
  eventTypeId = (await t.db.commonType.findFirstOrThrow({ where: { typeT: 40 } })).id;
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

describe('applying to become a photographer', () => {
  it('stores the application with resized private samples and raises a notification', async () => {
    const { user, headers } = await kit.signIn();
    const response = await kit.applyWith(headers, kit.fields(), [kit.jpeg('a.jpg'), kit.jpeg('b.jpg')]);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().result.id as number;
    const stored = await t.db.photographerApplication.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      userId: user.id,
      displayName: '快門阿明',
      realName: '王小明',
      cityId: kit.cityId,
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
    expect((await kit.applyWith({}, kit.fields())).statusCode).toBe(401);
    const { headers } = await kit.signIn({ photographerAuth: true });
    const refused = await kit.applyWith(headers, kit.fields(), []);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('您已是認證攝影師，不需要再申請');
    const guest = await t.app.inject({ method: 'GET', url: api('MemEmber/GetMyPhotographerApplication') });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { user, headers } = await kit.signIn();
    const png = { fileName: 'x.png', contentType: 'image/png', content: Buffer.from('not an image') };
    const cases: [Record<string, string>, UploadFile[], string][] = [
      [{ ...kit.fields(), agreeTerms: 'false' }, [kit.jpeg()], 'Please read and accept the photographer terms'],
      [{ ...kit.fields(), displayName: '   ' }, [kit.jpeg()], 'Invalid input: displayName must not be blank'],
      [{ ...kit.fields(), realName: 'a\u0000b' }, [kit.jpeg()], 'Invalid input'],
      [
        { ...kit.fields(), introduction: '字'.repeat(2001) },
        [kit.jpeg()],
        'Invalid input: introduction allows at most 2000 characters',
      ],
      [
        { ...kit.fields(), portfolioUrl: 'javascript:alert(1)' },
        [kit.jpeg()],
        'The portfolio link must be a web address starting with http:// or https://',
      ],
      [{ ...kit.fields(), cityId: String(eventTypeId) }, [kit.jpeg()], 'Please choose a valid city'],
      [{ ...kit.fields(), phone: 'call me' }, [kit.jpeg()], 'Invalid input: phone has the wrong format'],
      [kit.fields(), [png], 'The file is not a readable image (JPEG, PNG or WebP)'],
      [kit.fields(), Array.from({ length: 6 }, (_, i) => kit.jpeg(`${i}.jpg`)), 'At most 5 sample photos'],
    ];
    for (const [form, files, message] of cases) {
      const response = await kit.applyWith({ ...headers, ...culture('en') }, form, files);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message, message).toContain(message);
    }
    const huge = { fileName: 'big.jpg', contentType: 'image/jpeg', content: Buffer.alloc(10 * 1024 * 1024 + 1) };
    const tooLarge = await kit.applyWith({ ...headers, ...culture('en') }, kit.fields(), [huge]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('The file is larger than the 10 MB limit');
    const { realName: _omitted, ...missing } = kit.fields();
    expect((await kit.applyWith(headers, missing)).statusCode).toBe(400);
    expect(await t.db.photographerApplication.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.storage.list('originals', `applications/${user.id}/`)).objects).toHaveLength(0);
  });

  it('keeps one open application per member, even under two submits at once', async () => {
    const { user, headers } = await kit.signIn();
    const both = await Promise.all([kit.applyWith(headers, kit.fields()), kit.applyWith(headers, kit.fields())]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.photographerApplication.count({ where: { userId: user.id } })).toBe(1);
    const again = await kit.applyWith(headers, kit.fields());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('您已有一份審核中的申請，請等候審核結果');
    // The refused submits left no sample behind.
    expect((await t.storage.list('originals', `applications/${user.id}/`)).objects).toHaveLength(1);

    // Both past the first check before either writes: the lock on the member still lets one through.
    const racer = await createUser(t.db);
    const form = {
      fields: { ...kit.fields(), cityId: kit.cityId, agreeTerms: true, portfolioUrl: undefined },
      samples: [await cameraJpeg(500, 400)],
    };
    const raced = await Promise.allSettled([apply(t.app, racer.id, form), apply(t.app, racer.id, form)]);
    expect(raced.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await t.db.photographerApplication.count({ where: { userId: racer.id } })).toBe(1);
    expect((await t.storage.list('originals', `applications/${racer.id}/`)).objects).toHaveLength(1);
  });
});
