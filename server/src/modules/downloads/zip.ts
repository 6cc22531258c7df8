import path from 'node:path';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../infra/storage.ts';

/** A file or folder name any unzip tool accepts: no separators, reserved or control characters. */
const safeSegment = (text: string) =>
  [...text]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim() || '_';

/** Entry names `activity/file.jpg`, made unique with " (2)", " (3)"… before the extension. */
export function entryNames(files: { folder: string; fileName: string }[]): string[] {
  const taken = new Set<string>();
  return files.map(({ folder, fileName }) => {
    const base = `${safeSegment(folder)}/${safeSegment(fileName)}`;
    const extension = path.extname(base);
    const stem = base.slice(0, base.length - extension.length);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

export interface ZipEntry {
  name: string;
  photoId: number;
  originalKey: string;
}

/**
 * A ZIP of originals, streamed: each object is read from storage only when the archive is ready for
 * it and passes straight through (stored, since JPEGs do not compress), so neither a file nor the
 * archive is ever held in memory. `abort()` stops at once and releases the storage connection.
 */
export function streamZip(storage: Storage, log: FastifyBaseLogger, entries: ZipEntry[]) {
  const archive = archiver('zip', { store: true });
  let current: Readable | undefined;
  let aborted = false;

  async function run() {
    for (const entry of entries) {
      if (aborted) return;
      const object = await storage.get('originals', entry.originalKey);
      if (!object) throw new Error(`original of photo ${entry.photoId} is missing`);
      if (aborted) {
        object.body.destroy();
        return;
      }
      current = object.body;
      await new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => reject(error);
        archive.once('error', fail);
        // A store that goes away mid-file: the archive would wait for the rest of it for good.
        object.body.once('error', fail);
        archive.once('entry', () => {
          archive.off('error', fail);
          object.body.off('error', fail);
          resolve();
        });
        archive.append(object.body, { name: entry.name });
      });
      current = undefined;
    }
    await archive.finalize();
  }

  run().catch((error: Error) => {
    // Logged by photo id only: an original's key never reaches the log.
    if (!aborted) log.error({ reason: error.message }, 'order zip failed');
    current?.destroy();
    archive.destroy(error);
  });

  return {
    stream: archive as unknown as Readable,
    abort() {
      if (aborted) return;
      aborted = true;
      current?.destroy();
      archive.abort();
    },
  };
}
