import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A stand-in for the built client's index.html, with its own title and description.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-share-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="站的描述"><title>運動相簿</title></head><body></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The page's HTML as a crawler reads it: a plain GET, no script run. */
async function tagsOf(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  const html = response.body;
  const meta = (attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    description: meta('name', 'description'),
  };
}

async function publishedPhoto(activityTitle: string, titleEn: string | null = null) {
  const activity = await createActivity(t.db, { title: activityTitle, titleEn, activityDate: '2025-03-16' });
  const album = await createAlbum(t.db, activity);
  const photo = await createPhoto(t.db, album);
  return { activity, album, photo };
}

describe("a photo page's share card", () => {
  it('names the activity, the photographer and the watermarked preview, absolute, never the original', async () => {
    const { photo } = await publishedPhoto('2025 臺北馬拉松');
    const page = await tagsOf(`/albumphotodetail/${photo.id}`);

    expect(page.title).toBe('2025 臺北馬拉松 的照片｜運動相簿');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.og('title')).toBe(page.title);
    expect(page.og('description')).toBe('2025-03-16・攝影師 攝影師。在運動相簿購買這張照片的高畫質原圖。');
    expect(page.description).toBe(page.og('description'));
    expect(page.og('type')).toBe('article');
    expect(page.og('url')).toBe(`http://photos.test/albumphotodetail/${photo.id}`);
    expect(page.og('image')).toBe(`http://photos.test/media/${photo.previewKey}`);
    expect(page.twitter('card')).toBe('summary_large_image');
    expect(page.twitter('image')).toBe(page.og('image'));
    expect(page.html).not.toContain(photo.originalKey);
    expect(page.html).not.toContain('站的描述');
  });

  it("speaks the reader's language (Accept-Language), zh-TW by default", async () => {
    const { photo } = await publishedPhoto('2025 臺北馬拉松', 'Taipei Marathon 2025');
    const english = await tagsOf(`/AlbumPhotoDetail/${photo.id}/`, { 'accept-language': 'en-US,en;q=0.9,zh-TW;q=0.8' });
    expect(english.title).toBe('A photo of Taipei Marathon 2025 | Sports Photo');
    expect(english.og('locale')).toBe('en_US');
    const chinese = await tagsOf(`/albumphotodetail/${photo.id}`, { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' });
    expect(chinese.title).toBe('2025 臺北馬拉松 的照片｜運動相簿');
    expect((await tagsOf(`/albumphotodetail/${photo.id}`, { 'accept-language': 'ja' })).og('locale')).toBe('zh_TW');
  });

  it('escapes titles and names written by admins and photographers', async () => {
    const { photo } = await publishedPhoto('"><script>alert(1)</script>');
    await t.db.user.update({ where: { id: photo.photographerId }, data: { displayName: `O'Neil & "<b>` } });
    const page = await tagsOf(`/albumphotodetail/${photo.id}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<b>');
    expect(page.title).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; 的照片｜運動相簿');
    expect(page.og('description')).toContain('O&#39;Neil &#38; &#34;&#60;b&#62;');
  });

  it('is the site card for a photo that is unknown, not published, or in a hidden album or activity', async () => {
    const hiddenPhoto = (await publishedPhoto('隱藏的照片')).photo;
    await t.db.photo.update({ where: { id: hiddenPhoto.id }, data: { status: 'hidden' } });
    const inHiddenAlbum = await publishedPhoto('隱藏的相簿');
    await t.db.album.update({ where: { id: inHiddenAlbum.album.id }, data: { isVisible: false } });
    const inHiddenActivity = await publishedPhoto('隱藏的活動');
    await t.db.activity.update({ where: { id: inHiddenActivity.activity.id }, data: { isVisible: false } });

    for (const id of [hiddenPhoto.id, inHiddenAlbum.photo.id, inHiddenActivity.photo.id, 987654, 99999999999]) {
      const page = await tagsOf(`/albumphotodetail/${id}`);
      expect(page.title, String(id)).toBe('運動相簿');
      expect(page.og('type')).toBe('website');
      expect(page.og('image')).toBeUndefined();
      expect(page.twitter('card')).toBe('summary');
    }
  });
});

describe('while the database is away', () => {
  it('still answers the page, with the site card', async () => {
    const { photo } = await publishedPhoto('資料庫離線');
    const read = vi.spyOn(t.app.db, '$queryRaw').mockRejectedValueOnce(new Error('connection refused'));
    const page = await tagsOf(`/albumphotodetail/${photo.id}`);
    expect(read).toHaveBeenCalledTimes(1);
    expect(page.title).toBe('運動相簿');
    read.mockRestore();
  });
});

describe("an activity page's share card", () => {
  it('shows its cover, else its first published preview, and how many photos it has', async () => {
    const covered = await createActivity(t.db, {
      title: '太魯閣馬拉松',
      coverKey: 'covers/taroko.jpg',
      photoCount: 1200,
    });
    const page = await tagsOf(`/activityevent/${covered.id}`);
    expect(page.title).toBe('太魯閣馬拉松｜運動相簿');
    expect(page.og('description')).toBe('2025-03-16・1200 張照片。用號碼布或自拍找到你在這場活動的照片。');
    expect(page.og('image')).toBe('http://photos.test/media/covers/taroko.jpg');
    expect(page.og('url')).toBe(`http://photos.test/activityevent/${covered.id}`);

    const { activity, album, photo } = await publishedPhoto('沒有封面的活動');
    await createPhoto(t.db, album, { takenAt: '2025-03-16T09:00:00Z' });
    expect((await tagsOf(`/activityevent/${activity.id}`)).og('image')).toBe(
      `http://photos.test/media/${photo.previewKey}`,
    );
  });

  it('is the site card for a hidden or unknown activity, and on every other page', async () => {
    const hidden = await createActivity(t.db, { title: '未公開活動', isVisible: false });
    for (const url of [
      `/activityevent/${hidden.id}`,
      '/activityevent/0',
      '/activityevent',
      '/index',
      '/VRanking?x=1',
    ]) {
      const page = await tagsOf(url);
      expect(page.title, url).toBe('運動相簿');
      expect(page.og('description')).toBe('運動相簿：運動賽事照片平台，用號碼布或自拍找照片，向攝影師購買高畫質原圖。');
      expect(page.og('url')).toBe(`http://photos.test${url.split('?')[0]}`);
    }
  });
});
