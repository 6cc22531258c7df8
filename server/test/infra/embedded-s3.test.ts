import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../src/config.ts';
import { startEmbeddedS3 } from '../../src/infra/embedded-s3.ts';
import { createStorage, type Storage } from '../../src/infra/storage.ts';
import { anotherUser, listeningTcpPorts, permissionsOf, seenBy } from '../helpers/host-access.ts';

// The object store of `npm start` holds the private originals: nobody but the server may read
// them, neither over the network nor from another account on the machine.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-store-'));
chmodSync(dataDir, 0o755); // like ./data, whose database folder the postgres user must enter
const s3Dir = path.join(dataDir, 's3');
const key = 'albums/1/original.jpg';

let store: { settings: S3Settings; stop(): Promise<void> };
let storage: Storage;
let portsOpened: number[] | undefined;
beforeAll(async () => {
  // A folder left by an earlier version, readable by everyone.
  mkdirSync(s3Dir, { mode: 0o755 });
  chmodSync(s3Dir, 0o755);
  const before = listeningTcpPorts();
  store = await startEmbeddedS3(s3Dir, {
    bucketOriginals: 'photo-originals',
    bucketPublic: 'photo-public',
    region: 'us-east-1',
  });
  const after = listeningTcpPorts();
  portsOpened = before && after && [...after].filter((port) => !before.has(port));
  storage = createStorage(store.settings);
  await storage.ensureBuckets();
  await storage.put('originals', key, Buffer.from('original bytes'), 'image/jpeg');
});
afterAll(async () => {
  storage.close();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer's status, or 'no connection'. */
const outcome = (url: string) =>
  fetch(url).then(
    (answer) => answer.status,
    () => 'no connection',
  );

function changed(url: URL, name: string, value: (old: string) => string): string {
  const copy = new URL(url);
  copy.searchParams.set(name, value(copy.searchParams.get(name)!));
  return copy.href;
}

describe('the embedded object store', () => {
  it('serves the server, which stores and reads originals through it', async () => {
    const object = await storage.get('originals', key);
    expect((await buffer(object!.body)).toString()).toBe('original bytes');
  });

  it('opens no TCP port, so anonymous, signed and forged requests alike find nobody', async () => {
    const { endpoint } = store.settings;
    const signed = new URL(await storage.signedUrl('originals', key, 300));
    const requests = {
      'anonymous list of the buckets': `${endpoint}/`,
      'anonymous list of the originals': `${endpoint}/photo-originals`,
      'anonymous read of an original': `${endpoint}/photo-originals/${key}`,
      'a signed link': signed.href,
      'a changed signature': changed(signed, 'X-Amz-Signature', (s) => s.replace(/^./, s[0] === 'a' ? 'b' : 'a')),
      'another key': changed(signed, 'X-Amz-Credential', (c) => c.replace(/^[^/]+/, 'SOMEONE-ELSE')),
      'a longer expiry': changed(signed, 'X-Amz-Expires', () => '604800'),
    };
    for (const [what, url] of Object.entries(requests)) expect(await outcome(url), what).toBe('no connection');
    if (portsOpened) expect(portsOpened).toEqual([]);
  });

  it('keeps its socket and its files where no other account of the machine can reach them', () => {
    const socketPath = store.settings.socketPath!;
    expect(socketPath).toBeDefined();
    expect(permissionsOf(path.dirname(socketPath))).toBe(0o700);
    expect(permissionsOf(s3Dir)).toBe(0o700);
    const stranger = anotherUser();
    if (!stranger) return; // only root may act as another user
    expect(seenBy(stranger, dataDir)).toBe(true);
    expect(seenBy(stranger, socketPath)).toBe(false);
    expect(seenBy(stranger, path.join(s3Dir, 'photo-originals'))).toBe(false);
  });
});
