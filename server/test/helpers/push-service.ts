import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

// A local push service for tests: it plays the browser's vendor (FCM, Mozilla's, Apple's) as the
// protocols say, since none of them is reachable here. It makes each "browser" its P-256 key pair
// and auth secret, so it can read what the server sends: RFC 8030 (the POST, TTL), RFC 8292
// (the VAPID header: an ES256 JWT for this origin, signed with the key the browser subscribed
// with) and RFC 8291/8188 (the aes128gcm body, decrypted here). What it took is kept, decrypted.

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface DeliveredPush {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
}

export interface PushServiceStandIn {
  origin: string;
  /** A new browser's subscription, as PushManager.subscribe would answer for this application server key. */
  subscribe(applicationServerKey: string): BrowserSubscription;
  /** From now on, this endpoint answers 410 Gone (the browser dropped its subscription). */
  forget(endpoint: string): void;
  delivered: DeliveredPush[];
  /** Requests refused, with why: a test that expects none fails with the reason. */
  refused: string[];
  /** Resolves once `count` pushes reached the endpoint (or fails after `timeoutMs`). */
  waitFor(endpoint: string, count?: number, timeoutMs?: number): Promise<DeliveredPush[]>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  gone: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An uncompressed P-256 point as a key node:crypto can verify with. */
function publicKeyOf(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by k, for this origin, expiring within a day. */
function checkVapid(header: string | undefined, origin: string, browser: Browser) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, `no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== browser.applicationServerKey) throw new Refusal(403, 'k is not the key the browser subscribed with');
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Refusal(401, `JWT alg ${header_.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOf(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Refusal(403, `JWT aud ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + DAY_SECONDS) {
    throw new Refusal(403, `JWT exp ${claims.exp} not within 24 hours`);
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Refusal(403, `JWT sub ${claims.sub}`);
}

/** RFC 8291 with RFC 8188's aes128gcm records: the payload as the browser decrypts it. */
function decrypt(body: Buffer, browser: Browser): Buffer {
  if (body.length < 21) throw new Refusal(400, 'body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Refusal(400, 'keyid is not the sender’s P-256 key');
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let data: Buffer;
    try {
      data = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'the body does not decrypt with the browser’s keys');
    }
    // Padding: a delimiter (2 on the last record, 1 before), then zeros.
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (data[end] !== (last ? 2 : 1)) throw new Refusal(400, 'bad record padding');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** Starts the stand-in on 127.0.0.1 (a free port); the server must allow loopback endpoints (PUSH_ALLOW_LOOPBACK). */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const delivered: DeliveredPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => void>();

  async function take(request: IncomingMessage, origin: string): Promise<number> {
    const endpoint = `${origin}${request.url}`;
    const browser = browsers.get(endpoint);
    if (request.method !== 'POST' || !browser) throw new Refusal(404, `no subscription at ${endpoint}`);
    if (browser.gone) return 410;
    checkVapid(request.headers.authorization, origin, browser);
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
    const payload = JSON.parse(decrypt(await buffer(request), browser).toString('utf8')) as Record<string, unknown>;
    const urgency = request.headers.urgency as string | undefined;
    delivered.push({ endpoint, ttl, urgency, payload });
    waiters.forEach((wake) => wake());
    return 201;
  }

  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host}`;
    take(request, origin).then(
      (status) => response.writeHead(status, { location: `${origin}/message/${randomBytes(8).toString('hex')}` }).end(),
      (error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500;
        refused.push(`${status} ${(error as Error).message}`);
        request.resume();
        response.writeHead(status).end((error as Error).message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pushesTo = (endpoint: string) => delivered.filter((push) => push.endpoint === endpoint);
  return {
    origin,
    delivered,
    refused,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth, applicationServerKey, gone: false });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    forget(endpoint) {
      browsers.get(endpoint)!.gone = true;
    },
    waitFor(endpoint, count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pushesTo(endpoint).length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(pushesTo(endpoint));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${pushesTo(endpoint).length} of ${count} pushes arrived; refused: ${refused.join('; ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
