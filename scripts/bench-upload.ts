// Uploading a whole race through the browser page (PRODUCT.md): N distinct ~8 MB JPEGs chosen as a
// folder on /uploadPhoto2 in Chromium, sent to the real server on loopback. Prints MB/s end to end,
// the tab's peak JS heap and the server's peak memory. `--count N` (default 1000).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startAppServer } from '../e2e/setup/app-server.ts';
import { artifactsRoot, buildClient } from '../e2e/setup/client-build.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { api, demoActivityId } from './bench-app.ts';
import { scriptDatabase } from './script-app.ts';
import { distinctCopy } from './sets/camera-photos.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' } } });
const COUNT = Number(values.count);
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`--count must be a whole number ≥ 1, got ${values.count}`);
const PHOTOGRAPHER = { userNameOrEmailAddress: 'photographer@demo.tw', password: 'demo1234' };
const MB = 1024 * 1024;

const say = (line: string) => console.log(line);
const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** One noisy photo of about 8 MB (noise does not compress), as cameras make them. */
async function noisyJpeg(): Promise<Buffer> {
  const [width, height] = [2250, 1500];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** N copies of the photo, each with its own comment segment: distinct hashes, same pixels. */
function writeCopies(photo: Buffer, folder: string): number {
  let total = 0;
  for (let i = 1; i <= COUNT; i++) {
    const copy = distinctCopy(photo, `bench:upload copy ${i}`);
    writeFileSync(path.join(folder, `IMG_${String(i).padStart(5, '0')}.jpg`), copy);
    total += copy.length;
  }
  return total;
}

/** The process's resident memory now (VmRSS), in bytes. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-bench-upload-'));
const folder = path.join(scratch, 'race');
mkdirSync(folder);
const cleanups: (() => Promise<void>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
try {
  const clientDist = buildClient(say);
  const photo = await noisyJpeg();
  const totalBytes = writeCopies(photo, folder);
  say(`${COUNT} photos of ${mb(photo.length)} MB written (${mb(totalBytes)} MB in all)`);

  const database = await scriptDatabase('bench_upload');
  cleanups.push(database.stop);
  // The worker is off: photo processing (measured by bench:ingest) would take the two cores the
  // upload is measured on. Uploaded photos wait in the queue and are dropped with the data.
  const server = await startAppServer({
    databaseUrl: database.url,
    clientDist,
    dataDir: path.join(scratch, 'data'),
    demoPhotoCount: 0,
    logFile: path.join(artifactsRoot, 'bench-upload-server.log'),
    env: { WORKER_IN_PROCESS: 'false', LOG_LEVEL: 'error' },
  });
  cleanups.push(server.stop);
  say(`server at ${server.baseUrl} (pid ${server.pid}), in-process worker off`);

  const login = await api<Record<string, unknown> & { accessToken: string; expireInSeconds: number }>(
    server.baseUrl,
    'TokenAuth/AuthenticateLogin',
    PHOTOGRAPHER,
  );
  const { accessToken, expireInSeconds: _expires, ...user } = login;
  const activityId = await demoActivityId(server.baseUrl);
  const prices = await api<number[]>(server.baseUrl, 'services/app/PhotoGalleryList/getMoneyList');
  const album = await api<{ coId: number }>(
    server.baseUrl,
    'services/app/PhotoGalleryConfigAppSerivce/Create',
    { activityId, name: 'bench:upload', cameraPoint: '終點', defaultPrice: prices[0] },
    accessToken,
  );

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ baseURL: server.baseUrl });
  await page.goto('/api/health');
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(accessToken)});` +
      `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
  );
  await page.goto(`/uploadPhoto2?coId=${album.coId}`);
  await page.getByText('上傳到：bench:upload').waitFor({ timeout: 60_000 });

  const cdp = await page.context().newCDPSession(page);
  let heapPeak = 0;
  let serverPeak = 0;
  const sample = async () => {
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    heapPeak = Math.max(heapPeak, usedSize);
    serverPeak = Math.max(serverPeak, residentBytes(server.pid));
  };
  await sample();
  const sampler = setInterval(() => void sample().catch(() => {}), 500);

  const started = performance.now();
  await page.locator('input[webkitdirectory]').setInputFiles(folder);
  const done = `${COUNT} / ${COUNT}`;
  await page.locator('.upload-progress', { hasText: done }).waitFor({ timeout: 0 });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await sample();

  const held = await api<{ total: number }>(
    server.baseUrl,
    `services/app/PhotoGalleryList/GetUploadProgress?coId=${album.coId}`,
    undefined,
    accessToken,
  );
  const rate = totalBytes / MB / seconds;
  say(`${held.total} of ${COUNT} photos held by the server after ${seconds.toFixed(1)} s`);
  say(`upload: ${rate.toFixed(1)} MB/s, tab heap peak ${mb(heapPeak)} MB, server RSS peak ${mb(serverPeak)} MB`);
  if (held.total !== COUNT) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
