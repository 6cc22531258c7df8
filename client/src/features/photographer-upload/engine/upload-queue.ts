// The browser's upload queue for a whole race: plain TypeScript (no React), driven by the page.
// Each file is checked from its header, hashed, looked up on the server (files the album already
// holds are never sent), then sent on its own request, a few at a time.

export type RefusalCode = 'empty' | 'notImage' | 'truncated' | 'tooLarge' | 'tooManyPixels' | 'tooSmall';

export type ItemState =
  | 'waiting' // checked and hashed or about to be; not sent yet
  | 'uploading'
  | 'accepted'
  | 'duplicate' // the server found the same photo in the album while receiving it
  | 'skipped' // already on the server: not sent at all
  | 'refused' // final: the file is no sellable photo
  | 'failed'; // network or server trouble after every retry: retry by hand

/** A file to upload and how the photographer sees its name (its path in the chosen folder). */
export interface QueuedFile {
  file: File;
  name?: string;
}

export interface QueueItem {
  id: number;
  file: File;
  /** The file's path inside the chosen folder, or its name. */
  name: string;
  size: number;
  state: ItemState;
  /** Bytes of this file the server has received. */
  loaded: number;
  /** Why it was refused or failed: the server's words, or a code the page translates. */
  reason?: string;
  code?: RefusalCode;
  hash?: string;
  /**
   * Why the server could not be asked whether it already holds this file (hashing or the lookup
   * failed): the file is sent in full, so the photographer is told.
   */
  uncheckedReason?: string;
  attempts: number;
}

/** The server's answer for one sent file (PhotoGalleryList/Upload's item). */
export interface SendOutcome {
  status: 'accepted' | 'duplicate' | 'refused';
  code?: string;
  reason?: string;
}

/**
 * A request that failed as a whole: tried again by itself when retryable (network trouble, 5xx),
 * else marked failed at once (an expired login, a refused album) for the photographer to retry.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface QueueDeps {
  /** Refusal read from the file's header without sending it, if any. */
  check: (file: File) => Promise<RefusalCode | undefined>;
  hash: (file: File) => Promise<string>;
  /** The subset of hashes (≤ 1000) the album already holds. */
  existing: (hashes: string[]) => Promise<string[]>;
  send: (file: File, onProgress: (loaded: number) => void) => Promise<SendOutcome>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface QueueOptions {
  concurrency?: number;
  /** Tries per file for retryable failures before it is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubled at each further try. */
  retryDelayMs?: number;
}

export interface QueueStats {
  total: number;
  counts: Record<ItemState, number>;
  totalBytes: number;
  /** Bytes received by the server or not needing sending (skipped, refused). */
  doneBytes: number;
  /** Upload rate over the last few seconds, bytes per second. */
  bytesPerSecond: number;
  /** Seconds left at that rate; undefined while unknown. */
  secondsLeft?: number;
  /** Files still being checked, hashed or looked up. */
  preparing: number;
  /** Files sent without asking the server first (see QueueItem.uncheckedReason), and the first reason. */
  unchecked: number;
  uncheckedReason?: string;
  paused: boolean;
  /** Something is waiting or in flight. */
  busy: boolean;
}

const LOOKUP_BATCH = 1000;
/** How long sending may sit idle before a partial batch of hashes is looked up. */
const LOOKUP_IDLE_MS = 250;
const RATE_WINDOW_MS = 5000;

const FINAL: ReadonlySet<ItemState> = new Set(['accepted', 'duplicate', 'skipped', 'refused']);

export class UploadQueue {
  readonly items: QueueItem[] = [];
  private readonly deps: Required<QueueDeps>;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  /** Items still to check and hash, in order. */
  private toPrepare: QueueItem[] = [];
  /** Hashed items waiting for the server's lookup. */
  private toLookUp: QueueItem[] = [];
  /** Items ready to send, in order. */
  private toSend: QueueItem[] = [];
  private inFlight = 0;
  private preparing = false;
  private paused = false;
  private lastLookup = -Infinity;
  private nextId = 1;
  private readonly samples: { at: number; bytes: number }[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(deps: QueueDeps, options: QueueOptions = {}) {
    this.deps = {
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...deps,
    };
    this.concurrency = options.concurrency ?? 3;
    this.maxAttempts = options.maxAttempts ?? 4;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(files: Iterable<QueuedFile>): void {
    for (const { file, name } of files) {
      const item: QueueItem = {
        id: this.nextId++,
        file,
        name: name || file.name,
        size: file.size,
        state: 'waiting',
        loaded: 0,
        attempts: 0,
      };
      this.items.push(item);
      this.toPrepare.push(item);
    }
    this.changed();
    void this.prepare();
  }

  pause(): void {
    this.paused = true;
    this.changed();
  }

  resume(): void {
    this.paused = false;
    this.changed();
    this.pump();
  }

  retryFailed(): void {
    for (const item of this.items.filter((i) => i.state === 'failed')) {
      Object.assign(item, { state: 'waiting', loaded: 0, attempts: 0, reason: undefined });
      this.toSend.push(item);
    }
    this.changed();
    this.pump();
  }

  stats(): QueueStats {
    const counts: Record<ItemState, number> = {
      waiting: 0,
      uploading: 0,
      accepted: 0,
      duplicate: 0,
      skipped: 0,
      refused: 0,
      failed: 0,
    };
    let totalBytes = 0;
    let doneBytes = 0;
    let unchecked = 0;
    let uncheckedReason: string | undefined;
    for (const item of this.items) {
      counts[item.state]++;
      if (item.uncheckedReason) {
        unchecked++;
        uncheckedReason ??= item.uncheckedReason;
      }
      totalBytes += item.size;
      doneBytes += FINAL.has(item.state) ? item.size : item.loaded;
    }
    const bytesPerSecond = this.rate();
    const left = this.items.reduce(
      (sum, i) => sum + (i.state === 'waiting' || i.state === 'uploading' ? i.size - i.loaded : 0),
      0,
    );
    return {
      total: this.items.length,
      counts,
      totalBytes,
      doneBytes,
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? left / bytesPerSecond : left === 0 ? 0 : undefined,
      preparing: this.toPrepare.length + this.toLookUp.length,
      unchecked,
      uncheckedReason,
      paused: this.paused,
      busy: counts.waiting + counts.uploading > 0,
    };
  }

  /** Resolves once nothing is waiting or in flight (failed files stay failed). */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.items.some((i) => i.state === 'waiting' || i.state === 'uploading')) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = this.subscribe(check);
      check();
    });
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  /** Checks and hashes files one after the other (hashing is bound by the disk and one core). */
  private async prepare() {
    if (this.preparing) return;
    this.preparing = true;
    try {
      let item: QueueItem | undefined;
      while ((item = this.toPrepare.shift())) {
        const code = await this.deps.check(item.file).catch(() => undefined);
        if (code) {
          Object.assign(item, { state: 'refused', code });
          this.changed();
          continue;
        }
        await this.hash(item);
        this.toLookUp.push(item);
        if (this.shouldLookUp()) await this.lookUp();
      }
      if (this.toLookUp.length > 0) await this.lookUp();
    } finally {
      this.preparing = false;
    }
  }

  private async hash(item: QueueItem) {
    try {
      item.hash = await this.deps.hash(item.file);
    } catch (error) {
      item.uncheckedReason = messageOf(error);
    }
  }

  /** A full batch, or sending would otherwise sit idle: ask the server now. */
  private shouldLookUp() {
    if (this.toLookUp.length >= LOOKUP_BATCH) return true;
    const starving = this.toSend.length === 0 && this.inFlight < this.concurrency;
    return starving && this.deps.now() - this.lastLookup >= LOOKUP_IDLE_MS;
  }

  private async lookUp() {
    const batch = this.toLookUp.splice(0, LOOKUP_BATCH);
    this.lastLookup = this.deps.now();
    const hashes = batch.flatMap((item) => (item.hash ? [item.hash] : []));
    // Without an answer every file is sent: the server still recognises a duplicate itself.
    let lookupError: string | undefined;
    const answer = hashes.length
      ? await this.deps.existing(hashes).catch((error: unknown) => {
          lookupError = messageOf(error);
          return [];
        })
      : [];
    const held = new Set(answer);
    for (const item of batch) {
      if (lookupError && item.hash) item.uncheckedReason = lookupError;
      if (item.hash && held.has(item.hash)) item.state = 'skipped';
      else this.toSend.push(item);
    }
    this.changed();
    this.pump();
  }

  private pump() {
    while (!this.paused && this.inFlight < this.concurrency && this.toSend.length > 0) {
      void this.send(this.toSend.shift()!);
    }
  }

  private async send(item: QueueItem) {
    this.inFlight++;
    Object.assign(item, { state: 'uploading', loaded: 0 });
    item.attempts++;
    this.changed();
    try {
      const outcome = await this.deps.send(item.file, (loaded) => this.progress(item, loaded));
      this.progress(item, item.size);
      if (outcome.status === 'refused')
        Object.assign(item, { state: 'refused', code: outcome.code, reason: outcome.reason });
      else item.state = outcome.status;
    } catch (error) {
      await this.afterFailure(item, error);
    } finally {
      this.inFlight--;
      this.changed();
      this.pump();
    }
  }

  private async afterFailure(item: QueueItem, error: unknown) {
    const retryable = !(error instanceof SendError) || error.retryable;
    const reason = messageOf(error);
    this.progress(item, 0);
    if (!retryable || item.attempts >= this.maxAttempts) {
      Object.assign(item, { state: 'failed', reason });
      return;
    }
    item.state = 'waiting';
    this.changed();
    await this.deps.sleep(this.retryDelayMs * 2 ** (item.attempts - 1));
    this.toSend.unshift(item);
  }

  /** Records bytes sent for the rate; a retry's bytes sent again count again (they were sent). */
  private progress(item: QueueItem, loaded: number) {
    const delta = Math.max(0, loaded - item.loaded);
    item.loaded = loaded;
    if (delta === 0) return;
    const at = this.deps.now();
    this.samples.push({ at, bytes: delta });
    while (this.samples.length > 0 && this.samples[0]!.at < at - RATE_WINDOW_MS) this.samples.shift();
    this.changed();
  }

  private rate() {
    if (this.samples.length === 0) return 0;
    const now = this.deps.now();
    const recent = this.samples.filter((s) => s.at >= now - RATE_WINDOW_MS);
    if (recent.length === 0) return 0;
    const span = Math.max(1000, now - recent[0]!.at);
    return (recent.reduce((sum, s) => sum + s.bytes, 0) * 1000) / span;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
