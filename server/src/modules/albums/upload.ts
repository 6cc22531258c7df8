import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Album } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { contentTypeOf, MAX_IMAGE_PIXELS, type ImageFormat } from '../../lib/images.ts';
import { translate, type Culture } from '../../lib/i18n.ts';
import { newOriginalKey } from '../../lib/storage-keys.ts';
import { queuePhotoProcessing } from '../../jobs/photo-queue.ts';

/** Enough of the file's start for sharp to read the format and dimensions from the header. */
const HEAD_BYTES = 512 * 1024;
/** Enough to tell JPEG, PNG and WebP apart by their signatures. */
const SIGNATURE_BYTES = 12;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The shorter side a photo needs to be sold: the size of a results-grid thumbnail. Below it a
 * runner cannot make out a face or a bib, and no buyer would pay for the file; cameras and phones
 * make many times more (400 px is 0.24 megapixels at 3:2).
 */
export const MIN_PHOTO_SHORT_SIDE = 400;

export type Refusal = 'empty' | 'notImage' | 'truncated' | 'tooLarge' | 'tooManyPixels' | 'tooSmall' | 'duplicate';

type FileOutcome =
  | { fileName: string; status: 'accepted'; photoId: number }
  | { fileName: string; status: 'refused' | 'duplicate'; code: Refusal };

export type UploadOutcome =
  Extract<FileOutcome, { status: 'accepted' }> | (Extract<FileOutcome, { code: Refusal }> & { reason: string });

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

/**
 * The stream's first `count` bytes, put back to be read again; fewer when the stream ends sooner
 * (and then nothing is put back: the file is too short to be an image anyway).
 */
function peek(stream: Readable, count: number): Promise<Buffer> {
  // A part the parser gave up on before it was read (the body ended inside it) never emits again.
  if (stream.destroyed) return Promise.reject(stream.errored ?? badRequest('error.malformedMultipart'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (error?: Error) => {
      stream.off('readable', onReadable).off('end', onEnd).off('error', settle);
      if (error) return reject(error);
      const head = Buffer.concat(chunks);
      if (length >= count) stream.unshift(head);
      resolve(head.subarray(0, count));
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < count && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= count) settle();
    };
    const onEnd = () => settle();
    stream.on('readable', onReadable).on('end', onEnd).on('error', settle);
  });
}

/** The format the file's first bytes announce; the only type it is ever stored and served as. */
function formatBySignature(head: Buffer): ImageFormat | undefined {
  if (head.length < SIGNATURE_BYTES) return undefined;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Whether the file ends the way its format says a complete file ends. */
function isComplete(format: ImageFormat, tail: Buffer, size: number, head: Buffer): boolean {
  if (format === 'jpeg') {
    let end = tail.length;
    while (end > 0 && tail[end - 1] === 0) end--; // some cameras pad after the end marker
    return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
  }
  if (format === 'png') return tail.subarray(-8, -4).toString('latin1') === 'IEND';
  return head.readUInt32LE(4) + 8 === size; // WebP: the RIFF header gives the file's size
}

async function inspect(inspector: FileInspector, format: ImageFormat, truncatedByLimit: boolean) {
  if (truncatedByLimit) return 'tooLarge';
  const head = inspector.head;
  const meta = await sharp(head, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const [width, height] = [meta?.width ?? 0, meta?.height ?? 0];
  if (meta?.format !== format || width * height === 0) return 'notImage';
  if (width * height > MAX_IMAGE_PIXELS) return 'tooManyPixels';
  if (!isComplete(format, inspector.tail, inspector.bytes, head)) return 'truncated';
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE) return 'tooSmall';
  return undefined;
}

/**
 * The name a photographer sees for a file: the browser's name without folders or control
 * characters (PostgreSQL refuses NUL in text), cut to its column.
 */
function displayFileName(sent: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const printable = (sent ?? '').replace(/[\u0000-\u001f\u007f]/g, '');
  const name = printable.split(/[\\/]/).pop() ?? '';
  return name.trim().slice(0, 255) || 'photo';
}

/**
 * Streams one uploaded file into the originals bucket (never whole in memory), then checks it and
 * either records a processing photo, or removes the object and says why. A file that is empty or
 * does not start like an image is refused before anything is stored.
 */
async function receiveFile(app: FastifyInstance, album: Album, part: MultipartFile, batchId: string) {
  const fileName = displayFileName(part.filename);
  const refused = (code: Refusal): FileOutcome => ({
    fileName,
    status: code === 'duplicate' ? 'duplicate' : 'refused',
    code,
  });

  const signature = await peek(part.file, SIGNATURE_BYTES);
  if (signature.length === 0) return refused('empty');
  const format = formatBySignature(signature);
  if (!format) {
    part.file.resume(); // read to its end: the next file follows it in the body
    await finished(part.file);
    return refused('notImage');
  }

  const key = newOriginalKey(album);
  const inspector = new FileInspector();
  // A body cut short fails the part, maybe already while it was peeked at: the pipeline hands that
  // error on to the inspector, which fails the upload to storage.
  pipeline(part.file, inspector, () => {});
  await app.storage.put('originals', key, inspector, contentTypeOf(format));
  const refusal = await inspect(inspector, format, part.file.truncated);
  if (refusal) {
    await app.storage.remove('originals', key);
    return refused(refusal);
  }
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
    return { fileName, status: 'accepted', photoId: photo.id } satisfies FileOutcome;
  } catch (error) {
    await app.storage.remove('originals', key);
    // The unique (album, content hash) index also catches the same file twice in one batch.
    if ((error as { code?: string }).code === 'P2002') return refused('duplicate');
    throw error;
  }
}

/** Takes back what a batch that broke off had stored: its photos are not processed yet. */
async function discardBatch(app: FastifyInstance, batchId: string) {
  const photos = await app.db.photo.findMany({ where: { batchId }, select: { originalKey: true } });
  await app.db.photo.deleteMany({ where: { batchId } });
  for (const photo of photos) await app.storage.remove('originals', photo.originalKey);
}

/**
 * Receives a photographer's batch into their album, one file after the other as they arrive, and
 * answers each file: accepted (then processed in the background), duplicate, or refused with the
 * reason. A body that breaks off (malformed, cut short) or a failure of storage leaves nothing: the
 * photos are queued for processing only once the whole batch is in.
 */
export async function uploadPhotos(
  app: FastifyInstance,
  album: Album,
  files: AsyncIterable<MultipartFile>,
  culture: Culture,
) {
  const batchId = randomUUID();
  const outcomes: FileOutcome[] = [];
  try {
    for await (const part of files) outcomes.push(await receiveFile(app, album, part, batchId));
    if (outcomes.length === 0) throw badRequest('upload.noFiles');
    const accepted = outcomes.flatMap((o) => (o.status === 'accepted' ? [o.photoId] : []));
    await queuePhotoProcessing(app.db, app.jobs, accepted);
  } catch (error) {
    await discardBatch(app, batchId);
    throw error;
  }
  const items: UploadOutcome[] = outcomes.map((outcome) =>
    outcome.status === 'accepted'
      ? outcome
      : {
          ...outcome,
          reason: translate(culture, `upload.refused.${outcome.code}`, { minimum: MIN_PHOTO_SHORT_SIDE }),
        },
  );
  const count = (status: UploadOutcome['status']) => items.filter((i) => i.status === status).length;
  return { batchId, accepted: count('accepted'), duplicates: count('duplicate'), refused: count('refused'), items };
}
