import { describe, expect, it, vi } from 'vitest';
import { SendError, UploadQueue, type QueueDeps, type SendOutcome } from './upload-queue.ts';

const photo = (name: string, size = 1000) => ({ file: new File([new Uint8Array(size)], name), name });

/** A send whose answer the test gives later, one per call, in call order. */
function manualSend() {
  const calls: { name: string; resolve: (o: SendOutcome) => void; reject: (e: Error) => void }[] = [];
  const send: QueueDeps['send'] = (file) =>
    new Promise((resolve, reject) => calls.push({ name: file.name, resolve, reject }));
  return { send, calls };
}

function queueWith(deps: Partial<QueueDeps>, options = {}) {
  return new UploadQueue(
    {
      check: async () => undefined,
      hash: async (file) => `hash-of-${file.name}`,
      existing: async () => [],
      send: async () => ({ status: 'accepted' }),
      sleep: async () => {},
      ...deps,
    },
    options,
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const states = (queue: UploadQueue) => Object.fromEntries(queue.items.map((i) => [i.name, i.state]));

describe('the upload queue', () => {
  it('keeps at most three uploads in flight, then sends the rest as slots free up', async () => {
    const { send, calls } = manualSend();
    const queue = queueWith({ send });
    queue.add(['a', 'b', 'c', 'd', 'e'].map((n) => photo(`${n}.jpg`)));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await flush();
    expect(calls).toHaveLength(3);
    expect(queue.stats().counts.uploading).toBe(3);

    calls[0]!.resolve({ status: 'accepted' });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    for (const call of calls.slice(1)) call.resolve({ status: 'accepted' });
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    calls[4]!.resolve({ status: 'duplicate' });
    await queue.idle();
    expect(queue.stats().counts).toMatchObject({ accepted: 4, duplicate: 1, uploading: 0, waiting: 0 });
  });

  it('tries a file again after a network failure and then counts it accepted', async () => {
    const send = vi
      .fn<QueueDeps['send']>()
      .mockRejectedValueOnce(new SendError('網路連線失敗', true))
      .mockRejectedValueOnce(new SendError('server 502', true))
      .mockResolvedValueOnce({ status: 'accepted' });
    const sleep = vi.fn(async () => {});
    const queue = queueWith({ send, sleep }, { retryDelayMs: 100 });
    queue.add([photo('a.jpg')]);
    await queue.idle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
    expect(queue.items[0]).toMatchObject({ state: 'accepted', attempts: 3 });
  });

  it('marks a file failed after its last try, and retry-all-failed sends it again', async () => {
    let fail = true;
    const send = vi.fn<QueueDeps['send']>(async () => {
      if (fail) throw new SendError('網路連線失敗', true);
      return { status: 'accepted' };
    });
    const queue = queueWith({ send }, { maxAttempts: 2 });
    queue.add([photo('a.jpg'), photo('b.jpg')]);
    await queue.idle();
    expect(states(queue)).toEqual({ 'a.jpg': 'failed', 'b.jpg': 'failed' });
    expect(queue.items[0]!.reason).toBe('網路連線失敗');
    expect(send).toHaveBeenCalledTimes(4);

    fail = false;
    queue.retryFailed();
    await queue.idle();
    expect(states(queue)).toEqual({ 'a.jpg': 'accepted', 'b.jpg': 'accepted' });
  });

  it('takes a refusal as final and keeps its reason', async () => {
    const send = vi.fn<QueueDeps['send']>(async () => ({
      status: 'refused',
      code: 'truncated',
      reason: '檔案不完整（傳輸中斷或已損毀）',
    }));
    const queue = queueWith({ send });
    queue.add([photo('cut.jpg')]);
    await queue.idle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.items[0]).toMatchObject({
      state: 'refused',
      code: 'truncated',
      reason: '檔案不完整（傳輸中斷或已損毀）',
    });
  });

  it('starts nothing new while paused, lets the ones in flight finish, and goes on when resumed', async () => {
    const { send, calls } = manualSend();
    const queue = queueWith({ send }, { concurrency: 2 });
    queue.add(['a', 'b', 'c', 'd'].map((n) => photo(`${n}.jpg`)));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    queue.pause();
    calls[0]!.resolve({ status: 'accepted' });
    calls[1]!.resolve({ status: 'accepted' });
    await flush();
    await flush();
    expect(calls).toHaveLength(2);
    expect(queue.stats()).toMatchObject({ paused: true, busy: true, counts: { accepted: 2, waiting: 2 } });

    queue.resume();
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls[2]!.resolve({ status: 'accepted' });
    calls[3]!.resolve({ status: 'accepted' });
    await queue.idle();
    expect(queue.stats().counts.accepted).toBe(4);
  });

  it('skips files the server already holds without sending them', async () => {
    const send = vi.fn<QueueDeps['send']>(async () => ({ status: 'accepted' }));
    const existing = vi.fn(async (hashes: string[]) => hashes.filter((h) => h !== 'hash-of-new.jpg'));
    const queue = queueWith({ send, existing });
    queue.add([photo('old-1.jpg'), photo('new.jpg'), photo('old-2.jpg')]);
    await queue.idle();
    expect(states(queue)).toEqual({ 'old-1.jpg': 'skipped', 'new.jpg': 'accepted', 'old-2.jpg': 'skipped' });
    expect(send.mock.calls.map(([file]) => file.name)).toEqual(['new.jpg']);
    expect(queue.stats().unchecked).toBe(0);
    expect(existing.mock.calls.flatMap(([hashes]) => hashes).sort()).toEqual([
      'hash-of-new.jpg',
      'hash-of-old-1.jpg',
      'hash-of-old-2.jpg',
    ]);
  });

  it('says which files were sent without asking the server first, and why, when hashing fails', async () => {
    const send = vi.fn<QueueDeps['send']>(async () => ({ status: 'duplicate' }));
    const existing = vi.fn(async (hashes: string[]) => hashes);
    const hash = async (file: File) => {
      if (file.name === 'b.jpg') return 'hash-of-b.jpg';
      throw new Error('CompileError: WebAssembly.compile(): Refused to compile');
    };
    const queue = queueWith({ send, existing, hash });
    queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await queue.idle();
    expect(states(queue)).toEqual({ 'a.jpg': 'duplicate', 'b.jpg': 'skipped', 'c.jpg': 'duplicate' });
    expect(queue.stats()).toMatchObject({
      unchecked: 2,
      uncheckedReason: 'CompileError: WebAssembly.compile(): Refused to compile',
    });
  });

  it('says the files were sent unchecked when the server cannot be asked', async () => {
    const existing = vi.fn(async (): Promise<string[]> => {
      throw new Error('網路連線失敗');
    });
    const queue = queueWith({ existing });
    queue.add([photo('a.jpg'), photo('b.jpg')]);
    await queue.idle();
    expect(states(queue)).toEqual({ 'a.jpg': 'accepted', 'b.jpg': 'accepted' });
    expect(queue.stats()).toMatchObject({ unchecked: 2, uncheckedReason: '網路連線失敗' });
  });

  it('asks about hashes in groups of at most 1000', async () => {
    const existing = vi.fn(async (_hashes: string[]): Promise<string[]> => []);
    const queue = queueWith({ existing, now: () => 0 });
    queue.add(Array.from({ length: 2500 }, (_, i) => photo(`${i}.jpg`, 1)));
    await queue.idle();
    expect(existing.mock.calls.map(([hashes]) => hashes.length)).toEqual([1, 1000, 1000, 499]);
  });

  it('refuses a file its header already rules out, with its code, without hashing or sending it', async () => {
    const hash = vi.fn(async () => 'h');
    const send = vi.fn<QueueDeps['send']>(async () => ({ status: 'accepted' }));
    const queue = queueWith({ hash, send, check: async (file) => (file.name === 'tiny.jpg' ? 'tooSmall' : undefined) });
    queue.add([photo('tiny.jpg'), photo('fine.jpg')]);
    await queue.idle();
    expect(queue.items[0]).toMatchObject({ state: 'refused', code: 'tooSmall' });
    expect(hash).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports the bytes sent, the rate over the last seconds and the time left', async () => {
    let clock = 0;
    const progress: ((loaded: number) => void)[] = [];
    const queue = queueWith({
      now: () => clock,
      send: (file, onProgress) => {
        progress.push(onProgress);
        return manualSend().send(file, onProgress);
      },
    });
    queue.add([photo('a.jpg', 4_000_000), photo('b.jpg', 4_000_000)]);
    await vi.waitFor(() => expect(progress).toHaveLength(2));
    clock = 1000;
    progress[0]!(1_000_000);
    clock = 2000;
    progress[1]!(1_000_000);
    const stats = queue.stats();
    expect(stats.totalBytes).toBe(8_000_000);
    expect(stats.doneBytes).toBe(2_000_000);
    expect(stats.bytesPerSecond).toBe(2_000_000);
    expect(stats.secondsLeft).toBe(3);
  });
});
