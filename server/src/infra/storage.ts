import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutBucketPolicyCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.ts';
import { UnixSocketAgent } from './unix-socket.ts';

// The one door to object storage. Originals live in a private bucket and leave it only through
// short-lived signed URLs (a real S3 store) or streamed by the server; previews, thumbnails and
// avatars live in a public-read bucket.

export type BucketKind = 'originals' | 'public';

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** One page of a listing, in key order; `next` is where the following page starts (after that key). */
export interface ObjectPage {
  objects: ListedObject[];
  next?: string;
}

export interface Storage {
  ensureBuckets(): Promise<void>;
  /** Streams are uploaded in parts, so a large file never sits whole in memory. */
  put(kind: BucketKind, key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(kind: BucketKind, key: string): Promise<StoredObject | undefined>;
  remove(kind: BucketKind, key: string): Promise<void>;
  /** Objects whose keys start with `prefix`, after the key `startAfter`: a page of `limit` (at most 1000, the default). */
  list(kind: BucketKind, prefix: string, options?: { startAfter?: string; limit?: number }): Promise<ObjectPage>;
  /** A download link; `contentDisposition` makes the browser save it (e.g. under the original file name). */
  signedUrl(
    kind: BucketKind,
    key: string,
    expiresInSeconds: number,
    options?: { contentDisposition?: string },
  ): Promise<string>;
  /** Where a browser fetches a public object. */
  publicUrl(key: string): string;
  close(): void;
}

/** An S3 API client for the store the settings name (the embedded one through its socket). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // s3rver and older MinIO reject the SDK's default CRC32 checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.socketPath && { requestHandler: { httpAgent: new UnixSocketAgent(settings.socketPath) } }),
  });
}

export function createStorage(settings: S3Settings): Storage {
  const client = createS3Client(settings);
  const bucket = (kind: BucketKind) => (kind === 'originals' ? settings.bucketOriginals : settings.bucketPublic);
  const publicBase = settings.publicUrl ?? '/media';

  async function ensureBucket(name: string): Promise<boolean> {
    try {
      await client.send(new HeadBucketCommand({ Bucket: name }));
      return false;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 404) throw error;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return true;
    }
  }

  return {
    async ensureBuckets() {
      await ensureBucket(settings.bucketOriginals);
      if (await ensureBucket(settings.bucketPublic)) {
        const policy = {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: '*',
              Action: ['s3:GetObject'],
              Resource: [`arn:aws:s3:::${settings.bucketPublic}/*`],
            },
          ],
        };
        try {
          await client.send(
            new PutBucketPolicyCommand({ Bucket: settings.bucketPublic, Policy: JSON.stringify(policy) }),
          );
        } catch (error) {
          // s3rver has no bucket policies; it serves every object anyway.
          if ((error as { name?: string }).name !== 'NotImplemented') throw error;
        }
      }
    },

    async put(kind, key, body, contentType) {
      await new Upload({
        client,
        params: { Bucket: bucket(kind), Key: key, Body: body, ContentType: contentType },
      }).done();
    },

    async get(kind, key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket(kind), Key: key }));
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType,
          contentLength: answer.ContentLength,
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async remove(kind, key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket(kind), Key: key }));
    },

    async list(kind, prefix, { startAfter, limit } = {}) {
      // ListObjects (v1) with a marker: s3rver cannot page ListObjectsV2, whose continuation tokens
      // it encrypts with DES, a cipher OpenSSL 3 no longer offers.
      const answer = await client.send(
        new ListObjectsCommand({ Bucket: bucket(kind), Prefix: prefix, Marker: startAfter, MaxKeys: limit }),
      );
      const objects = (answer.Contents ?? []).map((o) => ({ key: o.Key!, lastModified: o.LastModified! }));
      return { objects, next: answer.IsTruncated ? objects.at(-1)?.key : undefined };
    },

    signedUrl(kind, key, expiresInSeconds, options = {}) {
      const command = new GetObjectCommand({
        Bucket: bucket(kind),
        Key: key,
        ResponseContentDisposition: options.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    publicUrl(key) {
      return `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },

    close() {
      client.destroy();
    },
  };
}
