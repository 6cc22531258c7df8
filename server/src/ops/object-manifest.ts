import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import type { BucketKind } from '../infra/storage.ts';

// The objects of a backup: every object of both buckets (originals, previews, thumbnails, avatars,
// covers, content images, applicants' samples), listed with its size and ETag, and optionally
// copied to files beside the manifest and put back from them.

export interface ManifestObject {
  bucket: BucketKind;
  key: string;
  size: number;
  /** The store's ETag, without quotes (an MD5 of the bytes unless uploaded in parts). */
  etag: string;
  /** Of a copied object: the MD5 of the bytes copied, which its restored ETag must equal. */
  md5?: string;
  contentType?: string;
}

export interface VerifyResult {
  checked: number;
  missing: ManifestObject[];
  /** Present with another size or hash. */
  different: ManifestObject[];
}

const KINDS: BucketKind[] = ['originals', 'public'];
const COPIES_AT_ONCE = 8;
const bucketOf = (s3: S3Settings, kind: BucketKind) => (kind === 'originals' ? s3.bucketOriginals : s3.bucketPublic);
const isPlainMd5 = (etag: string) => /^[0-9a-f]{32}$/.test(etag);

async function* listBucket(
  client: S3Client,
  bucket: string,
): AsyncGenerator<{ key: string; size: number; etag: string }> {
  // ListObjects (v1) with a marker, as infra/storage.ts pages: s3rver cannot page ListObjectsV2.
  let marker: string | undefined;
  do {
    const page = await client
      .send(new ListObjectsCommand({ Bucket: bucket, Marker: marker }))
      .catch((error: { name?: string }) => {
        // A server never started has not made its buckets yet: nothing to list.
        if (error.name === 'NoSuchBucket') return { Contents: [], IsTruncated: false };
        throw error;
      });
    const contents = page.Contents ?? [];
    for (const item of contents)
      yield { key: item.Key!, size: item.Size ?? 0, etag: (item.ETag ?? '').replace(/"/g, '') };
    marker = page.IsTruncated ? contents.at(-1)?.Key : undefined;
  } while (marker);
}

/** Every object of both buckets as the store lists it now. */
export async function listObjects(client: S3Client, s3: S3Settings): Promise<ManifestObject[]> {
  const objects: ManifestObject[] = [];
  for (const bucket of KINDS) {
    for await (const item of listBucket(client, bucketOf(s3, bucket))) objects.push({ bucket, ...item });
  }
  return objects;
}

/** Where a copied object's bytes sit in a backup folder; a key that would leave the folder is refused. */
export function objectFile(backupDir: string, object: Pick<ManifestObject, 'bucket' | 'key'>): string {
  const root = path.join(backupDir, 'objects', object.bucket);
  const file = path.resolve(root, object.key);
  if (!file.startsWith(root + path.sep)) throw new Error(`Refused an object key outside its folder: ${object.key}`);
  return file;
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, items.length) }, worker));
}

/** Copies every listed object into the backup folder, noting the MD5 and type of what was copied. */
export async function copyObjects(
  client: S3Client,
  s3: S3Settings,
  objects: ManifestObject[],
  backupDir: string,
): Promise<void> {
  await inParallel(objects, async (object) => {
    const file = objectFile(backupDir, object);
    mkdirSync(path.dirname(file), { recursive: true });
    const answer = await client.send(new GetObjectCommand({ Bucket: bucketOf(s3, object.bucket), Key: object.key }));
    const md5 = createHash('md5');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(answer.Body as Readable, hashing, createWriteStream(file, { mode: 0o600 }));
    Object.assign(object, { size, md5: md5.digest('hex'), contentType: answer.ContentType });
  });
}

/** Puts copied objects back; the store checks each one's bytes against its MD5 (Content-MD5). */
export async function putObjectsBack(
  client: S3Client,
  s3: S3Settings,
  objects: ManifestObject[],
  backupDir: string,
): Promise<void> {
  await inParallel(objects, async (object) => {
    await client.send(
      new PutObjectCommand({
        Bucket: bucketOf(s3, object.bucket),
        Key: object.key,
        Body: createReadStream(objectFile(backupDir, object)),
        ContentLength: object.size,
        ContentType: object.contentType,
        ...(object.md5 && { ContentMD5: Buffer.from(object.md5, 'hex').toString('base64') }),
      }),
    );
  });
}

/** Every manifest object must be in the store with the same size and, where comparable, the same hash. */
export async function verifyObjects(
  client: S3Client,
  s3: S3Settings,
  objects: ManifestObject[],
): Promise<VerifyResult> {
  const present = new Map<string, { size: number; etag: string }>();
  for (const object of await listObjects(client, s3)) present.set(`${object.bucket}/${object.key}`, object);
  const result: VerifyResult = { checked: objects.length, missing: [], different: [] };
  for (const object of objects) {
    const found = present.get(`${object.bucket}/${object.key}`);
    if (!found) {
      result.missing.push(object);
      continue;
    }
    const expected = object.md5 ?? object.etag;
    // A part-wise upload's ETag is no MD5 of the bytes: only ETags of the same kind compare.
    const hashDiffers = found.etag !== expected && isPlainMd5(found.etag) === isPlainMd5(expected);
    if (found.size !== object.size || hashDiffers) result.different.push(object);
  }
  return result;
}
