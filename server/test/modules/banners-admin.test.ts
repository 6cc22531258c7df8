import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { keyWithVariants, newBannerImageKey, variantKey } from '../../src/lib/storage-keys.ts';
import { culture } from '../helpers/factories.ts';
import { cameraJpeg, publicImage } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, { isAdmin: true, roles: ['Editor'] })).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers = editor) =>
  t.app.inject({ method, url: api(`AdminBanner/${path}`), headers, ...(payload && { payload }) });

async function uploadImage(headers = editor) {
  return postImage(await cameraJpeg(2400, 800), headers);
}

function postImage(content: Buffer, headers = editor) {
  const form = multipartFile('file', 'wide.jpg', 'image/jpeg', content);
  return t.app.inject({
    method: 'POST',
    url: api('AdminBanner/UploadImage'),
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const storedImage = (key: string) => publicImage(t.storage, key);

const hour = 3600_000;
const fields = (imageKey: string, extra: object = {}) => ({
  typeId: 1,
  title: '  秋季馬拉松  ',
  titleEn: 'Autumn marathon',
  imageKey,
  linkUrl: '/eventlist',
  sort: 1,
  isVisible: true,
  ...extra,
});

describe('AdminBanner', () => {
  it('is for admins with the banners permission only', async () => {
    const member = (await signIn(t)).headers;
    const finance = (await signIn(t, { isAdmin: true, roles: ['Finance'] })).headers;
    const calls = [
      ['GET', 'getBannerTypeList'],
      ['GET', 'Get?Id=1'],
      ['POST', 'GetAll', {}],
      ['POST', 'Create', fields('banners/x.webp')],
      ['PUT', 'Update', { id: 1, ...fields('banners/x.webp') }],
      ['DELETE', 'Delete?Id=1'],
      ['POST', 'UpdateStore', { items: [{ id: 1, sort: 1 }] }],
    ] as const;
    for (const [method, path, payload] of calls) {
      expect((await call(method, path, payload, {})).statusCode, path).toBe(401);
      expect((await call(method, path, payload, member)).statusCode, path).toBe(403);
      expect((await call(method, path, payload, finance)).statusCode, path).toBe(403);
    }
    expect((await uploadImage(finance)).statusCode).toBe(403);
    const types = await call('GET', 'getBannerTypeList', undefined, { ...editor, ...culture('en') });
    expect(types.json().result).toEqual({ items: [{ id: 1, name: 'Home carousel' }] });
  });

  it('stores an uploaded picture as WebP at most 1920 px in the public bucket', async () => {
    const response = await uploadImage();
    expect(response.statusCode, response.body).toBe(200);
    const { imageKey, imageUrl } = response.json().result;
    expect(imageKey).toMatch(/^banners\/.+\.webp$/);
    expect(imageUrl).toBe(t.storage.publicUrl(imageKey));
    const stored = await t.storage.get('public', imageKey);
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(await buffer(stored!.body)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 640 });
  });

  it('creates, reads, lists, changes, reorders and deletes banners; the carousel follows', async () => {
    const upload = async () => (await uploadImage()).json().result.imageKey as string;
    const first = (await call('POST', 'Create', fields(await upload(), { sort: 2 }))).json().result;
    expect(first).toMatchObject({ title: '秋季馬拉松', titleEn: 'Autumn marathon', linkUrl: '/eventlist', sort: 2 });
    const second = (
      await call(
        'POST',
        'Create',
        fields(await upload(), { title: '春季', titleEn: null, linkUrl: 'https://example.com/x', sort: 1 }),
      )
    ).json().result;
    const scheduled = await call(
      'POST',
      'Create',
      fields(await upload(), {
        title: '未開始',
        startsAt: new Date(Date.now() + hour).toISOString(),
        endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);

    const carousel = async (headers = {}) =>
      (await t.app.inject({ url: api('Banner/GetAll'), headers })).json().result.items as {
        id: number;
        title: string;
      }[];
    expect((await carousel()).map((b) => b.id)).toEqual([second.id, first.id]);
    expect((await carousel(culture('en'))).map((b) => b.title)).toEqual(['春季', 'Autumn marathon']);

    const reorder = await call('POST', 'UpdateStore', {
      items: [
        { id: first.id, sort: 0 },
        { id: second.id, sort: 5 },
      ],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect((await carousel()).map((b) => b.id)).toEqual([first.id, second.id]);

    const hidden = await call('PUT', 'Update', { id: first.id, ...fields(first.imageKey, { isVisible: false }) });
    expect(hidden.json().result.isVisible).toBe(false);
    expect((await carousel()).map((b) => b.id)).toEqual([second.id]);
    expect((await call('GET', `Get?Id=${first.id}`)).json().result).toMatchObject({ id: first.id, isVisible: false });
    expect((await call('POST', 'GetAll', { MaxResultCount: 2 })).json().result).toMatchObject({ totalCount: 3 });

    // A new picture replaces the old one, which is removed from storage.
    const replaced = await call('PUT', 'Update', { id: second.id, ...fields(await upload()) });
    expect(replaced.statusCode).toBe(200);
    expect(await t.storage.get('public', second.imageKey)).toBeUndefined();

    expect((await call('DELETE', `Delete?Id=${first.id}`)).statusCode).toBe(200);
    expect((await call('GET', `Get?Id=${first.id}`)).statusCode).toBe(404);
    expect(await t.storage.get('public', first.imageKey)).toBeUndefined();
    const missing = await call('POST', 'UpdateStore', {
      items: [
        { id: second.id, sort: 9 },
        { id: first.id, sort: 1 },
      ],
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.db.banner.findUniqueOrThrow({ where: { id: second.id } })).sort).not.toBe(9);
  });

  it('stores 640 and 960 px WebP copies of a saved banner’s picture, which the carousel names, and removes them with it', async () => {
    const carouselSrcSet = async (id: number) =>
      (
        (await t.app.inject({ url: api('Banner/GetAll') })).json().result.items as { id: number; imageSrcSet: string }[]
      ).find((banner) => banner.id === id)?.imageSrcSet;
    const url = (key: string) => t.storage.publicUrl(key);
    const wide = (await uploadImage()).json().result.imageKey as string;
    const banner = (await call('POST', 'Create', fields(wide))).json().result;
    expect((await t.db.banner.findUniqueOrThrow({ where: { id: banner.id } })).imageWidth).toBe(1920);
    for (const width of [640, 960])
      expect(await storedImage(variantKey(wide, width))).toEqual({ format: 'webp', width });
    expect(await carouselSrcSet(banner.id)).toBe(
      `${url(variantKey(wide, 640))} 640w, ${url(variantKey(wide, 960))} 960w, ${url(wide)} 1920w`,
    );

    // Saved again with the same picture: its copies stay as they are.
    await call('PUT', 'Update', { id: banner.id, ...fields(wide, { title: '新標題' }) });
    expect(await storedImage(variantKey(wide, 960))).toEqual({ format: 'webp', width: 960 });

    // A picture 800 px wide has one narrower copy; the old picture goes with its copies.
    const narrow = (await postImage(await cameraJpeg(800, 400))).json().result.imageKey as string;
    expect((await call('PUT', 'Update', { id: banner.id, ...fields(narrow) })).statusCode).toBe(200);
    for (const key of keyWithVariants('banner', wide)) expect(await storedImage(key), key).toBeUndefined();
    expect(await storedImage(variantKey(narrow, 640))).toEqual({ format: 'webp', width: 640 });
    expect(await storedImage(variantKey(narrow, 960))).toBeUndefined();
    expect(await carouselSrcSet(banner.id)).toBe(`${url(variantKey(narrow, 640))} 640w, ${url(narrow)} 800w`);

    expect((await call('DELETE', `Delete?Id=${banner.id}`)).statusCode).toBe(200);
    for (const key of keyWithVariants('banner', narrow)) expect(await storedImage(key), key).toBeUndefined();
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const imageKey = (await uploadImage()).json().result.imageKey as string;
    const before = await t.db.banner.count();
    const refusals: [object, string][] = [
      [{ linkUrl: 'javascript:alert(1)' }, 'Invalid input: linkUrl has the wrong format'],
      [{ linkUrl: '//evil.example.com' }, 'Invalid input: linkUrl has the wrong format'],
      [{ linkUrl: 'eventlist' }, 'Invalid input: linkUrl has the wrong format'],
      // What a browser opens as //evil.example: a backslash is a slash to it, a tab is dropped.
      ...['/\\evil.example', '/\t/evil.example', '/%5Cevil.example', '/.//evil.example', 'https://\\evil.example'].map(
        (linkUrl): [object, string] => [{ linkUrl }, 'Invalid input: linkUrl has the wrong format'],
      ),
      [{ title: '   ' }, 'Invalid input: title must not be blank'],
      [{ title: 'x'.repeat(201) }, 'Invalid input: title allows at most 200 characters'],
      [{ title: 'a\u0000b' }, 'Invalid input: title must not contain the NUL character'],
      [{ imageKey: 'avatars/1/x.jpg' }, 'Upload the banner picture first'],
      // A banner key of the right shape that no upload stored.
      [{ imageKey: newBannerImageKey() }, 'Upload the banner picture first'],
      [{ typeId: 7 }, 'There is no such banner type'],
      [
        { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        'The end of the schedule must come after its start',
      ],
      [
        { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        'The end of the schedule must come after its start',
      ],
    ];
    for (const [extra, message] of refusals) {
      const response = await call('POST', 'Create', fields(imageKey, extra), { ...editor, ...culture('en') });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await t.db.banner.count()).toBe(before);
    expect((await postImage(Buffer.from('not an image'))).statusCode).toBe(400);
  });
});
