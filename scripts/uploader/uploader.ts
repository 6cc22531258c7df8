import { createHash } from 'node:crypto';
import { createReadStream, type FSWatcher, type Stats, watch } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_CULTURE, type Culture } from '../../server/src/lib/i18n.ts';
import { FatalError, RefusedError, RetryableError, UploadApi } from './api.ts';
import { uploaderTexts, type UploaderTexts } from './messages.ts';
import type { UploadOptions } from './options.ts';

// Watches a folder and sends its new JPEGs into an album (decisions/078). Nothing is kept on disk:
// the album's content hashes (GetExistingHashes) say what is already there, so a restart, a retry
// after a lost connection or a second copy of a file never makes a second photo.

export interface UploaderSettings {
  /** A file is read once its size and time stayed the same this long (a camera may still be writing it). */
  stableMs: number;
  /** How often the folder is read again while watching: cards and network shares drop watch events. */
  rescanMs: number;
  /** Photos in flight at once, each its own request (decisions/020). */
  concurrency: number;
  /** The first wait after a network error or 5xx; each next one doubles, up to maxRetryDelayMs. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** Where progress lines go. */
  log: (line: string) => void;
  /** The language of those lines and of the server's messages in them. */
  lang: Culture;
}

const DEFAULTS: UploaderSettings = {
  stableMs: 1000,
  rescanMs: 15_000,
  concurrency: 2,
  firstRetryDelayMs: 1000,
  maxRetryDelayMs: 30_000,
  log: (line) => console.log(line),
  lang: DEFAULT_CULTURE,
};

/** How many hashes one GetExistingHashes call asks about, and how long a batch waits to fill. */
const HASH_BATCH = 200;
const HASH_BATCH_WAIT_MS = 50;

export interface UploadCounts {
  found: number;
  /** The album already held them. */
  skipped: number;
  uploaded: number;
  failed: number;
  queued: number;
  bytes: number;
}

export interface UploadSummary {
  counts: UploadCounts;
  exitCode: number;
}

export interface RunningUpload {
  /** Live counts, for a status display or a test. */
  readonly counts: Readonly<UploadCounts>;
  /** Settles when a one-off upload is done, or the run stopped (a refused token, or stop()). */
  readonly finished: Promise<UploadSummary>;
  stop(): Promise<UploadSummary>;
}

export const isPhotoFile = (name: string): boolean => /\.jpe?g$/i.test(name) && !path.basename(name).startsWith('.');

const fileKey = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Columns a label takes in a terminal: CJK characters take two. */
const columnsOf = (text: string) =>
  [...text].reduce(
    (columns, char) =>
      columns + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(char) ? 2 : 1),
    0,
  );
/** A progress line's label, padded so that what follows lines up in either language. */
const labelled = (label: string, detail: string) =>
  `${label}${' '.repeat(Math.max(1, 10 - columnsOf(label)))}${detail}`;

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** At most `size` tasks at once. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

class Stopped extends Error {}

/** A promise with its settling functions at hand (Promise.withResolvers, before the target library has it). */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  const handles = {} as Deferred<T>;
  handles.promise = new Promise<T>((resolve, reject) => Object.assign(handles, { resolve, reject }));
  return handles;
}

export function startUploader(options: UploadOptions, given: Partial<UploaderSettings> = {}): RunningUpload {
  const settings = { ...DEFAULTS, ...given };
  const api = new UploadApi(options.server, options.token, settings.lang);
  const say: UploaderTexts = uploaderTexts(settings.lang);
  const counts: UploadCounts = { found: 0, skipped: 0, uploaded: 0, failed: 0, queued: 0, bytes: 0 };
  const stopping = new AbortController();
  const work = new Set<Promise<void>>();
  /** Each file handled, with the size and time it had: a file written again is looked at again. */
  const handled = new Map<string, string>();
  const inFlight = new Set<string>();
  const uploadSlot = limiter(settings.concurrency);
  const hashSlot = limiter(settings.concurrency);
  let fatal: string | null = null;
  let firstUploadAt = 0;
  let watcher: FSWatcher | undefined;
  let rescans: NodeJS.Timeout | undefined;

  const rate = () => {
    const seconds = firstUploadAt ? (performance.now() - firstUploadAt) / 1000 : 0;
    return seconds > 0 ? `${megabytes(counts.bytes / seconds)}/s` : '–';
  };
  const report = (event: keyof UploaderTexts['labels'], detail: string) =>
    settings.log(`${labelled(say.labels[event], detail)} | ${say.status(counts, rate())}`);
  const note = (event: keyof UploaderTexts['labels'], detail: string) =>
    settings.log(labelled(say.labels[event], detail));

  const pause = (ms: number) =>
    sleep(ms, undefined, { signal: stopping.signal }).catch(() => {
      throw new Stopped();
    });

  /** Sends a request again after a network error or a 5xx, waiting longer each time (capped). */
  async function withRetry<T>(what: string, call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      if (stopping.signal.aborted) throw new Stopped();
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        const delay = Math.min(settings.maxRetryDelayMs, settings.firstRetryDelayMs * 2 ** Math.min(attempt, 20));
        report('retrying', say.retryingIn(what, error.message, Math.ceil(delay / 1000)));
        await pause(delay);
      }
    }
  }

  // Hashes wait a moment to be asked about together: one request for a card's worth of photos.
  let batch: { hash: string; answer: Deferred<boolean> }[] = [];
  let batchTimer: NodeJS.Timeout | undefined;
  async function askBatch() {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    const asking = batch;
    batch = [];
    try {
      const held = await withRetry(say.checkingAlbum, () =>
        api.existingHashes(options.albumId, [...new Set(asking.map(({ hash }) => hash))]),
      );
      for (const { hash, answer } of asking) answer.resolve(held.has(hash));
    } catch (error) {
      for (const { answer } of asking) answer.reject(error);
    }
  }
  function albumHolds(hash: string): Promise<boolean> {
    if (stopping.signal.aborted) return Promise.reject(new Stopped());
    const answer = deferred<boolean>();
    batch.push({ hash, answer });
    if (batch.length >= HASH_BATCH) void askBatch();
    else batchTimer ??= setTimeout(() => void askBatch(), HASH_BATCH_WAIT_MS);
    return answer.promise;
  }

  /** Waits until the file stops growing; null when it went away (or the run stops). */
  async function settled(file: string, first: Stats): Promise<Stats | null> {
    let before: Stats | null = first;
    while (before) {
      await pause(settings.stableMs);
      const after = await statOrNull(file);
      if (after && after.size > 0 && fileKey(after) === fileKey(before)) return after;
      before = after;
    }
    return null;
  }

  async function send(file: string, stats: Stats) {
    const name = path.relative(options.folder, file);
    const hash = await hashSlot(() => sha256(file));
    if (await albumHolds(hash)) {
      counts.skipped += 1;
      report('skipped', say.alreadyInAlbum(name));
      return;
    }
    counts.queued += 1;
    try {
      const outcome = await uploadSlot(() => {
        if (stopping.signal.aborted) throw new Stopped();
        firstUploadAt ||= performance.now();
        return withRetry(say.sending(name), () => api.upload(options.albumId, file));
      });
      if (outcome.status === 'refused') throw new RefusedError(outcome.reason);
      // A retry of a request whose answer was lost finds the photo already there: sent all the same.
      counts.uploaded += 1;
      counts.bytes += stats.size;
      report('uploaded', `${name} (${megabytes(stats.size)})`);
    } finally {
      counts.queued -= 1;
    }
  }

  async function handle(file: string) {
    const first = await statOrNull(file);
    // A rescan meets every file again: one already handled, unchanged, costs one stat.
    if (!first || handled.get(file) === fileKey(first)) return;
    const stats = await settled(file, first);
    if (!stats) return;
    const key = fileKey(stats);
    if (handled.get(file) === key) return;
    counts.found += 1;
    try {
      await send(file, stats);
      handled.set(file, key);
    } catch (error) {
      if (error instanceof Stopped) return;
      if (error instanceof FatalError) return stopWith(error.message);
      // Refused by the server (or unreadable here): counted, and not tried again until the file changes.
      handled.set(file, key);
      counts.failed += 1;
      report('failed', `${path.relative(options.folder, file)}: ${(error as Error).message}`);
    }
  }

  function consider(file: string) {
    if (stopping.signal.aborted || !isPhotoFile(file) || inFlight.has(file)) return;
    inFlight.add(file);
    const task = handle(file)
      .catch((error: unknown) => {
        if (!(error instanceof Stopped)) note('error', `${file}: ${(error as Error).message}`);
      })
      .finally(() => {
        inFlight.delete(file);
        work.delete(task);
      });
    work.add(task);
  }

  async function scan() {
    let entries;
    try {
      entries = await readdir(options.folder, { withFileTypes: true, recursive: options.recursive });
    } catch (error) {
      note('error', say.cannotRead(options.folder, (error as Error).message));
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && isPhotoFile(entry.name)) consider(path.join(entry.parentPath, entry.name));
    }
  }

  function startWatching() {
    try {
      watcher = watch(options.folder, { recursive: options.recursive }, (_event, name) => {
        if (name) consider(path.join(options.folder, name));
      });
      // A watch that breaks (a card pulled out) leaves the rescans to find what comes.
      watcher.on('error', () => watcher?.close());
    } catch {
      note('watch', say.cannotWatch(options.folder, settings.rescanMs / 1000));
    }
    rescans = setInterval(() => void scan(), settings.rescanMs);
  }

  const summary = (): UploadSummary => ({
    counts: { ...counts },
    exitCode: fatal ? 3 : counts.failed > 0 ? 1 : 0,
  });
  const done = deferred<UploadSummary>();

  async function stop(): Promise<UploadSummary> {
    stopping.abort();
    watcher?.close();
    clearInterval(rescans);
    clearTimeout(batchTimer);
    batchTimer = undefined;
    for (const { answer } of batch) answer.reject(new Stopped());
    batch = [];
    while (work.size > 0) await Promise.allSettled([...work]);
    done.resolve(summary());
    return done.promise;
  }

  function stopWith(message: string) {
    if (fatal) return;
    fatal = message;
    note('stopped', message);
    void stop();
  }

  async function run() {
    const held = await withRetry(say.reachingSite, () => api.albumPhotoCount(options.albumId));
    settings.log(say.starting(options.albumId, held, options.watch, options.folder));
    await scan();
    if (options.watch) return startWatching();
    while (work.size > 0) await Promise.allSettled([...work]);
    await stop();
  }
  run().catch((error: unknown) => {
    if (error instanceof FatalError) stopWith(error.message);
    else if (!(error instanceof Stopped)) stopWith((error as Error).message);
  });

  return { counts, finished: done.promise, stop };
}
