import { createHash, randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Album } from '../../generated/prisma/client.ts';
import { MAX_IMAGE_PIXELS } from '../../lib/images.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { processPhoto } from '../../jobs/process-photo.ts';

/** Enough of the file's start for sharp to read the format and dimensions from the header. */
const HEAD_BYTES = 512 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type Refusal = 'notImage' | 'truncated' | 'tooLarge' | 'tooManyPixels' | 'duplicate';

export type UploadOutcome =
  | { fileName: string; status: 'accepted'; photoId: number }
  | { fileName: string; status: 'refused' | 'duplicate'; code: Refusal; reason: string };

/** Watches a file stream on its way to storage: hash, size, the first bytes and the last ones. */
class FileInspector extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  tail = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      this.headChunks.push(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.headLength += Math.min(chunk.length, HEAD_BYTES - this.headLength);
    }
    this.tail = Buffer.concat([this.tail, chunk.subarray(-16)]).subarray(-16);
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/** Whether the file ends the way its format says a complete file ends. */
function isComplete(format: string, tail: Buffer, size: number, head: Buffer): boolean {
  if (format === 'jpeg') {
    let end = tail.length;
    while (end > 0 && tail[end - 1] === 0) end--; // some cameras pad after the end marker
    return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
  }
  if (format === 'png') return tail.subarray(-8, -4).toString('latin1') === 'IEND';
  if (format === 'webp') return head.readUInt32LE(4) + 8 === size;
  return true;
}

async function inspect(inspector: FileInspector, truncatedByLimit: boolean): Promise<Refusal | undefined> {
  if (truncatedByLimit) return 'tooLarge';
  const head = inspector.head;
  const meta = await sharp(head, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta) return 'notImage';
  const { format } = meta;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels === 0) return 'notImage';
  if (pixels > MAX_IMAGE_PIXELS) return 'tooManyPixels';
  if (!isComplete(format, inspector.tail, inspector.bytes, head)) return 'truncated';
  return undefined;
}

/**
 * Streams one uploaded file into the originals bucket (never whole in memory), then checks it and
 * either records a photo and queues its processing, or removes the object and says why.
 */
export async function receiveFile(
  app: FastifyInstance,
  album: Album,
  part: MultipartFile,
  batchId: string,
  describe: (key: MessageKey) => string,
): Promise<UploadOutcome> {
  const fileName = (part.filename || 'photo').slice(0, 255);
  const key = `${album.activityId}/${album.id}/${randomUUID()}`;
  const inspector = new FileInspector();
  part.file.on('error', (error) => inspector.destroy(error));
  await app.storage.put('originals', key, part.file.pipe(inspector), part.mimetype || 'application/octet-stream');

  const refuse = async (code: Refusal): Promise<UploadOutcome> => {
    await app.storage.remove('originals', key);
    const status = code === 'duplicate' ? 'duplicate' : 'refused';
    return { fileName, status, code, reason: describe(`upload.refused.${code}`) };
  };

  const refusal = await inspect(inspector, part.file.truncated);
  if (refusal) return refuse(refusal);
  try {
    const photo = await app.db.photo.create({
      data: {
        albumId: album.id,
        activityId: album.activityId,
        photographerId: album.photographerId,
        originalKey: key,
        fileName,
        fileSize: inspector.bytes,
        contentHash: inspector.hash.digest('hex'),
        takenAt: new Date(), // until the EXIF time is read
        price: album.defaultPrice,
        batchId,
      },
    });
    await app.jobs.send(processPhoto, { photoId: photo.id });
    return { fileName, status: 'accepted', photoId: photo.id };
  } catch (error) {
    // The unique (album, content hash) index also catches the same file twice in one batch.
    if ((error as { code?: string }).code === 'P2002') return refuse('duplicate');
    await app.storage.remove('originals', key);
    throw error;
  }
}
