import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';
import { freePort } from './postgres-cluster.ts';

// s3rver speaks the S3 API from plain files: the object store of `npm start` and the tests.
// Its fixed credentials are the ones it accepts out of the box.
export async function startEmbeddedS3(
  directory: string,
  buckets: Pick<S3Settings, 'bucketOriginals' | 'bucketPublic' | 'region'>,
  log?: (line: string) => void,
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await server.run();
  log?.(`Embedded S3 (s3rver) running from ${directory} on port ${port}`);
  return {
    settings: {
      ...buckets,
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    stop: () => server.close(),
  };
}
