/**
 * Ingest benchmark: thumbnail + watermarked preview of a 24-megapixel JPEG (target < 1 s per core).
 * Run with `npm run bench:ingest`. Prints figures; it is not a test and fails on nothing.
 */
import os from 'node:os';
import sharp from 'sharp';
import { makeRenditions } from '../server/src/media/renditions.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
const WARM_UP = 2;
const RUNS = Number(process.argv[2] ?? 10);

// One libvips worker thread per image: the figure is the cost on one core.
sharp.concurrency(1);
// Real uploads are all different files; re-reading one buffer would hit libvips's operation cache.
sharp.cache(false);

/** Gradient, shapes and sensor-like noise: a file of camera size whose entropy makes decoding realistic. */
async function cameraLikeJpeg(): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<linearGradient id="sky" x2="1" y2="1"><stop offset="0" stop-color="#2f7fc1"/>` +
      `<stop offset="0.55" stop-color="#8fb36a"/><stop offset="1" stop-color="#c46a2d"/></linearGradient>` +
      `<rect width="100%" height="100%" fill="url(#sky)"/>` +
      `<circle cx="2400" cy="1900" r="900" fill="#d8d2c4"/><rect x="3600" y="1200" width="1300" height="2400" fill="#203040"/>` +
      `<path d="M0 3400 Q3000 2700 6000 3500 L6000 4000 L0 4000 Z" fill="#4a4a48"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

const cpus = os.cpus();
console.log(
  `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
);
console.log(`node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`);

const original = await cameraLikeJpeg();
const { width, height } = await sharp(original).metadata();
console.log(`input: ${width}×${height} JPEG, ${(original.length / 1e6).toFixed(1)} MB`);

for (let run = 0; run < WARM_UP; run++) await makeRenditions(original);
const warmRss = process.memoryUsage().rss;

const wall: number[] = [];
const cpu: number[] = [];
let peakRss = 0;
let sizes = { preview: 0, thumbnail: 0 };
for (let run = 0; run < RUNS; run++) {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const result = await makeRenditions(original);
  wall.push((performance.now() - start) / 1000);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1e6);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  sizes = { preview: result.preview.length, thumbnail: result.thumbnail.length };
}

const sorted = [...wall].sort((a, b) => a - b);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const seconds = (value: number) => `${value.toFixed(3)} s`;
console.log(`runs: ${RUNS} after ${WARM_UP} warm-up, sharp.concurrency(1)`);
console.log(
  `wall per photo: p50 ${seconds(percentile(sorted, 0.5))}, p95 ${seconds(percentile(sorted, 0.95))}, ` +
    `mean ${seconds(mean(wall))}`,
);
// CPU time counts every thread (libvips, libuv pool, JS): the honest cost per core even where
// the preview and thumbnail encodes overlap on the machine's other core.
console.log(`CPU per photo: mean ${seconds(mean(cpu))} → ${(1 / mean(cpu)).toFixed(2)} photos/s per core`);
console.log(`wall-clock throughput, one photo at a time: ${(1 / mean(wall)).toFixed(2)} photos/s`);
console.log(
  `outputs: preview ${(sizes.preview / 1024).toFixed(0)} KiB, thumbnail ${(sizes.thumbnail / 1024).toFixed(0)} KiB; ` +
    `RSS after warm-up ${(warmRss / 2 ** 20).toFixed(0)} MiB, peak during runs ${(peakRss / 2 ** 20).toFixed(0)} MiB`,
);
