import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';
import { privateSocketFolder } from './unix-socket.ts';

// s3rver speaks the S3 API from plain files: the object store of `npm start` and the tests.
// It verifies no SigV4 signature and serves anonymous requests, so it gets no TCP port: it listens
// on a Unix socket in an owner-only folder, and its files sit in an owner-only folder too. Only
// the server's own account reaches the originals; browsers get them through the server.
// Its fixed credentials are the ones it accepts out of the box.
export async function startEmbeddedS3(
  directory: string,
  buckets: Pick<S3Settings, 'bucketOriginals' | 'bucketPublic' | 'region'>,
  log?: (line: string) => void,
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  chmodSync(directory, 0o700); // also a folder made by an earlier version, readable by everyone
  const sockets = privateSocketFolder('s3');
  const socketPath = path.join(sockets.path, 's3.sock');
  const server = new S3rver({ port: socketPath, directory, silent: true, vhostBuckets: false });
  try {
    await server.run();
  } catch (error) {
    sockets.remove();
    throw error;
  }
  log?.(`Embedded S3 (s3rver) running from ${directory} on the socket ${socketPath}`);
  return {
    settings: {
      ...buckets,
      // Never dialled: requests go to the socket. `.invalid` names no host anywhere.
      endpoint: 'http://embedded-s3.invalid',
      socketPath,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    async stop() {
      await server.close();
      sockets.remove();
    },
  };
}
