import { createHash } from 'node:crypto';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../scripts/upload.ts';
import { languageOf, parseCommandLine, type UploadOptions } from '../../../scripts/uploader/options.ts';
import { startUploader, type RunningUpload } from '../../../scripts/uploader/uploader.ts';
import { createActivity, createAlbum } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The photographers' command-line uploader against the real server on a port: what the album holds
// is skipped, a photo dropped into a watched folder is sent, and a site out of reach at first gets
// the photos once it answers.

let t: TestApp;
let baseUrl: string;
let token: string;
let photographerId: number;
let activityId: number;
const folders: string[] = [];
const runs: RunningUpload[] = [];
const fast = { stableMs: 100, rescanMs: 400, firstRetryDelayMs: 300, lang: 'en' as const, log: () => {} };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(t.db, { photographerAuth: true });
  photographerId = user.id;
  const session = bearer(await loginToken(t.app, user.email, user.password));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotographerUploadToken/Create',
    headers: session,
    payload: { name: 'test laptop' },
  });
  token = created.json().result.secret;
  activityId = (await createActivity(t.db)).id;
});
afterEach(async () => {
  for (const run of runs.splice(0)) await run.stop();
});
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  await t.close();
});

async function folderWith(photos: Record<string, Buffer>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'upload-cli-'));
  folders.push(folder);
  for (const [name, bytes] of Object.entries(photos)) await writeFile(path.join(folder, name), bytes);
  return folder;
}

const photo = (seed: number) => cameraJpeg(480, 400, '2026:11:01 07:30:15', seed);

async function newAlbum() {
  return (await createAlbum(t.db, { id: activityId }, { photographerId })).id;
}

const heldHashes = async (albumId: number) =>
  (await t.db.photo.findMany({ where: { albumId }, select: { contentHash: true } })).map((p) => p.contentHash).sort();

function run(options: Partial<UploadOptions> & Pick<UploadOptions, 'albumId' | 'folder'>) {
  const running = startUploader({ watch: false, recursive: false, server: baseUrl, token, ...options }, fast);
  runs.push(running);
  return running;
}

describe('npm run upload', () => {
  it('uploads a folder once, skipping what the album holds and what is not a JPEG', async () => {
    const [first, second, third] = await Promise.all([photo(1), photo(2), photo(3)]);
    const albumId = await newAlbum();
    const form = multipartFile('file', 'IMG_0001.JPG', 'image/jpeg', first);
    const before = await t.app.inject({
      method: 'POST',
      url: `/api/services/app/PhotoGalleryList/Upload?coId=${albumId}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(before.json().result.accepted).toBe(1);
    const folder = await folderWith({
      'IMG_0001.JPG': first,
      'IMG_0002.jpeg': second,
      'img_0003.jpg': third,
      '._IMG_0002.JPG': Buffer.from('AppleDouble'),
      'notes.txt': Buffer.from('not a photo'),
    });

    const summary = await run({ albumId, folder }).finished;
    expect(summary).toEqual({
      counts: { found: 3, skipped: 1, uploaded: 2, failed: 0, queued: 0, bytes: second.length + third.length },
      exitCode: 0,
    });
    expect(await heldHashes(albumId)).toEqual([first, second, third].map(sha256).sort());
  });

  it('keeps watching: a photo copied in later is sent once it is whole', async () => {
    const albumId = await newAlbum();
    const folder = await folderWith({ 'A.JPG': await photo(4) });
    const watching = run({ albumId, folder, watch: true });
    await vi.waitFor(() => expect(watching.counts.uploaded).toBe(1), { timeout: 5000 });

    const later = await photo(5);
    // Written under another name, then renamed as a card reader or a copy does.
    await writeFile(path.join(folder, 'B.part'), later);
    await rename(path.join(folder, 'B.part'), path.join(folder, 'B.JPG'));
    await vi.waitFor(() => expect(watching.counts.uploaded).toBe(2), { timeout: 5000 });
    expect(await heldHashes(albumId)).toContain(sha256(later));

    const summary = await watching.stop();
    expect(summary.counts).toMatchObject({ found: 2, uploaded: 2, failed: 0 });
  });

  it('waits for a site out of reach and sends the photos once it answers', async () => {
    const albumId = await newAlbum();
    const folder = await folderWith({ 'C.JPG': await photo(6), 'D.JPG': await photo(7) });
    const port = await freePort();
    const running = run({ albumId, folder, server: `http://127.0.0.1:${port}` });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(running.counts.uploaded).toBe(0);

    const proxy = forwardTo(new URL(baseUrl), port);
    try {
      const summary = await running.finished;
      expect(summary.counts).toMatchObject({ found: 2, uploaded: 2, failed: 0 });
      expect(await heldHashes(albumId)).toHaveLength(2);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('stops with exit code 3 when the token is refused, and checks its arguments', async () => {
    const folder = await folderWith({ 'E.JPG': await photo(8) });
    const someoneElses = (await createAlbum(t.db, { id: activityId })).id;
    const log: string[] = [];
    const refused = startUploader(
      { albumId: someoneElses, folder, watch: false, recursive: false, server: baseUrl, token },
      { ...fast, log: (line) => log.push(line) },
    );
    expect((await refused.finished).exitCode).toBe(3);
    expect(log.join('\n')).toMatch(/refused \(403\)/);

    const revoked = `spu_${'B'.repeat(43)}`;
    const unknown = startUploader(
      { albumId: someoneElses, folder, watch: false, recursive: false, server: baseUrl, token: revoked },
      { ...fast, log: (line) => log.push(line) },
    );
    expect((await unknown.finished).exitCode).toBe(3);
    expect(log.at(-1)).toMatch(/revoked/);

    const env = { UPLOAD_TOKEN: token };
    expect(parseCommandLine(['--album', '2147483648', folder], env)).toMatchObject({ exit: 2 });
    expect(parseCommandLine(['--album', '1', folder], { UPLOAD_TOKEN: 'eyJhbGciOi.session.jwt' })).toMatchObject({
      exit: 2,
    });
    expect(parseCommandLine(['--album', '7', '--watch', folder, '--server', 'ftp://x'], env)).toMatchObject({
      exit: 2,
    });
    expect(parseCommandLine(['--album', '7', '--watch', folder, '-r'], env)).toEqual({
      options: { albumId: 7, folder, watch: true, recursive: true, server: 'http://localhost:3000', token },
    });
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['--help'])).toBe(0);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('--album <id>'));
    const albumId = await newAlbum();
    expect(await main(['--albums', '--server', baseUrl, '--lang', 'en'], env)).toBe(0);
    expect(printed).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^ *${albumId}  .+ \\(0 photos\\)$`)));
  });

  it('speaks zh-TW or English: --lang, else the locale, else zh-TW', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const uploadOnce = async (args: string[], locale: Record<string, string>) => {
      const folder = await folderWith({ 'F.JPG': await photo(9), 'broken.jpg': Buffer.from('not a photo') });
      printed.mockClear();
      const code = await main(['--album', String(await newAlbum()), folder, '--server', baseUrl, ...args], {
        UPLOAD_TOKEN: token,
        ...locale,
      });
      expect(code).toBe(1);
      return printed.mock.calls.map(([line]) => String(line));
    };

    const english = await uploadOnce(['--lang', 'en'], { LANG: 'zh_TW.UTF-8' });
    expect(english[0]).toMatch(/^album \d+ holds 0 photos; reading /);
    expect(english).toContainEqual(expect.stringMatching(/^uploaded {2}F\.JPG \(.+ MB\) \| found \d · skipped 0 · /));
    // The server's reason comes in the same language.
    expect(english).toContainEqual(expect.stringMatching(/^failed {4}broken\.jpg: Not a readable image/));
    expect(english.at(-1)).toBe('done: 2 photos found, 1 uploaded, 0 already in the album, 1 failed, 0 not sent');

    const chinese = await uploadOnce([], {});
    expect(chinese[0]).toMatch(/^相簿 \d+ 有 0 張照片；讀取 /);
    expect(chinese).toContainEqual(expect.stringMatching(/^已上傳 {4}F\.JPG \(.+ MB\) \| 找到 \d · 略過 0 · /));
    expect(chinese).toContainEqual(expect.stringMatching(/^失敗 {6}broken\.jpg: 不是可讀取的圖片/));
    expect(chinese.at(-1)).toBe('完成：找到 2 張，已上傳 1 張，0 張已在相簿中，失敗 1 張，0 張未送出');

    expect(languageOf([], { LANG: 'en_US.UTF-8' })).toBe('en');
    expect(languageOf([], { LANG: 'en_US.UTF-8', LC_ALL: 'zh_TW.UTF-8' })).toBe('zh-TW');
    expect(languageOf([], { LANG: 'C.UTF-8' })).toBe('zh-TW');
    expect(languageOf(['--lang=EN'], { LANG: 'zh_TW.UTF-8' })).toBe('en');
    const refused = parseCommandLine(['--lang', 'fr'], { UPLOAD_TOKEN: token });
    expect(refused).toMatchObject({ exit: 2, text: expect.stringMatching(/^--lang 只能是 zh-TW 或 en/) });
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A port that starts answering late: a plain TCP relay to the test server. */
function forwardTo(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  proxy.listen(port, '127.0.0.1');
  const close = proxy.close.bind(proxy);
  return Object.assign(proxy, {
    close: (done: () => void) => {
      for (const socket of sockets) socket.destroy();
      return close(done);
    },
  });
}
