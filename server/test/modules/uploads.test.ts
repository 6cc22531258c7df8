import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { multipartFile } from '../helpers/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A photo as a phone takes it: with EXIF, including where it was taken. */
async function phonePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhonePhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
    .toBuffer();
}

async function member() {
  const user = await createUser(t.db);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

const upload = (url: string, headers: Record<string, string>, file: ReturnType<typeof multipartFile>) =>
  t.app.inject({ method: 'POST', url, payload: file.payload, headers: { ...headers, ...file.headers } });

const usersWithAvatar = () => t.db.user.count({ where: { avatarKey: { not: null } } });

describe('UploadUserImage', () => {
  it('stores a 256 px square avatar without EXIF, served from its public URL', async () => {
    const { user, headers } = await member();
    const response = await upload(
      '/api/TokenAuth/UploadUserImage',
      headers,
      multipartFile('file', 'me.jpg', 'image/jpeg', await phonePhoto(1200, 800)),
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json().result;
    expect(url).toMatch(new RegExp(`^/media/avatars/${user.id}/[\\w-]+\\.jpg$`));

    const served = await t.app.inject({ url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
    expect(meta.exif).toBeUndefined();

    const profile = await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers });
    expect(profile.json().result.avatarUrl).toBe(url);
  });

  it('replaces the old avatar and deletes its file', async () => {
    const { user, headers } = await member();
    const image = multipartFile(
      'file',
      'a.png',
      'image/png',
      await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00ff00' } })
        .png()
        .toBuffer(),
    );
    await upload('/api/TokenAuth/UploadUserImage', headers, image);
    const first = (await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarKey!;
    await upload('/api/TokenAuth/UploadUserImage', headers, image);
    const second = (await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarKey!;
    expect(second).not.toBe(first);
    expect(await t.storage.get('public', first)).toBeUndefined();
    expect(await buffer((await t.storage.get('public', second))!.body)).toBeInstanceOf(Buffer);
  });

  it('refuses a non-image, a truncated image and a missing file with a 400 envelope, and writes nothing', async () => {
    const { user, headers } = await member();
    const jpeg = await phonePhoto(600, 600);
    const cases = [
      multipartFile('file', 'notes.jpg', 'image/jpeg', Buffer.from('these are not pixels')),
      multipartFile('file', 'cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      // Cut short with the end marker put back: only decoding every pixel tells.
      multipartFile(
        'file',
        'cut-ended.jpg',
        'image/jpeg',
        Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]),
      ),
    ];
    for (const file of cases) {
      const response = await upload('/api/TokenAuth/UploadUserImage', headers, file);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('檔案不是可讀取的圖片（支援 JPEG、PNG、WebP）');
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/UploadUserImage',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('請選擇要上傳的檔案');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarKey).toBeNull();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { user, headers } = await member();
    const huge = Buffer.concat([await phonePhoto(100, 100), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(
      '/api/TokenAuth/UploadUserImage',
      { ...headers, ...culture('en') },
      multipartFile('file', 'huge.jpg', 'image/jpeg', huge),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PayloadTooLarge',
      message: 'The file is larger than the 5 MB limit',
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarKey).toBeNull();
  });

  it('is for logged-in members only', async () => {
    const before = await usersWithAvatar();
    const response = await upload(
      '/api/TokenAuth/UploadUserImage',
      {},
      multipartFile('file', 'me.jpg', 'image/jpeg', await phonePhoto(50, 50)),
    );
    expect(response.statusCode).toBe(401);
    expect(await usersWithAvatar()).toBe(before);
  });
});

describe('UploadImg/Upload/FormImg', () => {
  it('stores an admin’s content image and answers its URL', async () => {
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Editor'] });
    const headers = bearer(await loginToken(t.app, admin.email, admin.password));
    const response = await upload(
      '/api/TokenAuth/UploadImg/Upload/FormImg',
      headers,
      multipartFile('file', 'banner.jpg', 'image/jpeg', await phonePhoto(2600, 1000)),
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json().result;
    expect(url).toMatch(/^\/media\/content\/\d{4}\/[\w-]+\.jpg$/);
    const meta = await sharp((await t.app.inject({ url })).rawPayload).metadata();
    expect(meta.width).toBe(2000);
    expect(meta.exif).toBeUndefined();
  });

  it('serves the type of the stored image, whatever type the upload declared', async () => {
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Editor'] });
    const headers = bearer(await loginToken(t.app, admin.email, admin.password));
    const png = await sharp(await phonePhoto(300, 200))
      .png()
      .toBuffer();
    for (const [url, file, type] of [
      ['/api/TokenAuth/UploadImg/Upload/FormImg', multipartFile('file', 'x.html', 'text/html', png), 'image/png'],
      ['/api/TokenAuth/UploadUserImage', multipartFile('file', 'me.html', 'text/html', png), 'image/jpeg'],
    ] as const) {
      const response = await upload(url, headers, file);
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject({ url: response.json().result.url });
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('is refused to members', async () => {
    const { headers } = await member();
    const response = await upload(
      '/api/TokenAuth/UploadImg/Upload/FormImg',
      headers,
      multipartFile('file', 'x.jpg', 'image/jpeg', await phonePhoto(50, 50)),
    );
    expect(response.statusCode).toBe(403);
  });
});
