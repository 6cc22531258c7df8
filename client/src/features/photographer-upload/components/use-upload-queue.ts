import { useEffect, useMemo, useState } from 'react';
import { getExistingHashes, uploadPhoto } from '../api/uploads.ts';
import { createFileHasher } from '../engine/hasher.ts';
import { checkImageFile } from '../engine/image-check.ts';
import { UploadQueue, type QueueItem, type QueueStats } from '../engine/upload-queue.ts';

/** How often the page redraws while the queue changes: often enough to look live, cheap with 5 000 rows. */
const REDRAW_MS = 200;

/** A queue item as drawn: a copy, so the list sees which rows changed. */
export type QueueRow = Omit<QueueItem, 'file'>;

interface Snapshot {
  stats: QueueStats;
  rows: QueueRow[];
}

const snapshotOf = (queue: UploadQueue): Snapshot => ({
  stats: queue.stats(),
  rows: queue.items.map(({ file: _file, ...row }) => row),
});

/**
 * The upload queue of one album, redrawn at most every REDRAW_MS, and a prompt before the page is
 * left while anything is waiting or in flight.
 */
export function useUploadQueue(coId: number): Snapshot & { queue: UploadQueue } {
  const [hasher] = useState(createFileHasher);
  useEffect(() => () => hasher.dispose(), [hasher]);
  const queue = useMemo(
    () =>
      new UploadQueue({
        check: checkImageFile,
        hash: hasher.hash,
        existing: (hashes) => getExistingHashes(coId, hashes),
        send: (file, onProgress) => uploadPhoto(coId, file, onProgress),
      }),
    [coId, hasher],
  );
  const [snapshot, setSnapshot] = useState(() => snapshotOf(queue));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const redraw = () => {
      timer = undefined;
      setSnapshot(snapshotOf(queue));
    };
    setSnapshot(snapshotOf(queue));
    const unsubscribe = queue.subscribe(() => {
      timer ??= setTimeout(redraw, REDRAW_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queue]);

  const { busy } = snapshot.stats;
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [busy]);

  return { queue, ...snapshot };
}
