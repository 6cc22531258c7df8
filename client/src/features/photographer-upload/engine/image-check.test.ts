import { describe, expect, it } from 'vitest';
import zhTW from '../locales/zh-TW.json';
import { sha256OfFile } from './hash-file.ts';
import { PHOTO_MAX_BYTES } from '../../../lib/upload-limits.ts';
import { checkImageFile } from './image-check.ts';

/** A JPEG start: SOI, an APP1 segment of `padding` bytes, then SOF0 with the size. */
function jpegHeader(width: number, height: number, padding = 100) {
  const bytes = new Uint8Array(2 + 4 + padding + 11 + 4);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xffd8);
  view.setUint16(2, 0xffe1);
  view.setUint16(4, padding + 2);
  const sof = 6 + padding;
  view.setUint16(sof, 0xffc0);
  view.setUint16(sof + 2, 11);
  view.setUint8(sof + 4, 8);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

function pngHeader(width: number, height: number) {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function webpHeader(width: number, height: number) {
  const bytes = new Uint8Array(30);
  bytes.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'));
  const uint24 = (at: number, value: number) => bytes.set([value & 0xff, (value >> 8) & 0xff, value >> 16], at);
  uint24(24, width - 1);
  uint24(27, height - 1);
  return bytes;
}

const file = (bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg', type = 'image/jpeg') =>
  new File([bytes], name, { type });

describe('checking a file before sending it', () => {
  it('passes photos within the limits, in the three formats', async () => {
    expect(await checkImageFile(file(jpegHeader(6000, 4000, 30_000)))).toBeUndefined();
    expect(await checkImageFile(file(pngHeader(1200, 800), 'a.png', 'image/png'))).toBeUndefined();
    expect(await checkImageFile(file(webpHeader(1200, 800), 'a.webp', 'image/webp'))).toBeUndefined();
  });

  it('refuses what the server would refuse, with the server’s words', async () => {
    const refusal = async (f: File) => {
      const code = await checkImageFile(f);
      return code && zhTW.refused[code].replace('{{minimum}}', '400');
    };
    expect(await refusal(file(jpegHeader(12_000, 9_000)))).toBe('圖片超過 1 億像素上限');
    expect(await refusal(file(jpegHeader(600, 399)))).toBe('圖片太小：短邊至少需要 400 像素');
    expect(await refusal(file(pngHeader(300, 2000), 'a.png', 'image/png'))).toBe('圖片太小：短邊至少需要 400 像素');
    expect(await refusal(file(webpHeader(20_000, 20_000), 'a.webp'))).toBe('圖片超過 1 億像素上限');
    expect(await refusal(file(new Uint8Array(0)))).toBe('檔案是空的');
    expect(await refusal(file(new TextEncoder().encode('not a photo at all'), 'x.jpg'))).toBe(
      '不是可讀取的圖片（支援 JPEG、PNG、WebP）',
    );
    expect(await refusal(file(jpegHeader(800, 600), 'notes.txt', 'text/plain'))).toBe(
      '不是可讀取的圖片（支援 JPEG、PNG、WebP）',
    );
    const huge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await refusal(huge)).toBe('檔案超過 50 MB 上限');
  });

  it('leaves the decision to the server when the size is beyond the first 64 KB', async () => {
    expect(await checkImageFile(file(jpegHeader(100, 100, 65_522)))).toBeUndefined();
  });
});

describe('the content hash', () => {
  it('is the SHA-256 of the whole file, read in slices', async () => {
    const bytes = new Uint8Array(9 * 1024 * 1024).map((_, i) => i % 251);
    const expected = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(await sha256OfFile(new Blob([bytes]))).toBe(expected);
  });
});
