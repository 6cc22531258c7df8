import { createECDH, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { secretInFile } from './lib/secret-file.ts';

// Every setting comes from the environment (documented in the README). Without DATABASE_URL or
// S3_ENDPOINT the server starts embedded stand-ins that keep their data under DATA_DIR.

export interface S3Settings {
  endpoint: string;
  /** The embedded store's Unix socket: requests go there instead of to `endpoint`. */
  socketPath?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  bucketOriginals: string;
  bucketPublic: string;
  /** Base URL under which public objects are reachable; default: the server's own /media proxy. */
  publicUrl: string | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where the site is reached by people: links in e-mails point here. */
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  trustProxy: boolean;
  databaseUrl: string | undefined;
  s3: Partial<S3Settings> & Pick<S3Settings, 'bucketOriginals' | 'bucketPublic' | 'region'>;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** Encrypts remittance account numbers at rest (decisions/022). */
  remittanceKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Generated photos the demo seeding uploads (split between its two albums). */
  demoPhotoCount: number;
  /** The demo member buys a few demo photos through the simulator on first start, so the money pages have figures. */
  demoSales: boolean;
  /** Run the background worker inside the web server (the single-command default). */
  workerInProcess: boolean;
  /**
   * How long a photo's processing may last before its worker counts as dead and the photo is given
   * to another one (decisions/047).
   */
  photoJobExpirySeconds: number;
  /** Face search memory (decisions/055): the selfie model's process stops after this long unused. */
  faceModelIdleSeconds: number;
  /** Face-detection threads of each background worker, in-process or not (decisions/056). */
  faceThreads: number;
  /** Photos one worker process handles at once (default: one per core the process sees). */
  workerConcurrency: number;
  /**
   * A file the background worker rewrites every few seconds while its database answers: a
   * container's health check reads its age (docs/decisions/054). Unset: none.
   */
  workerHeartbeatFile: string | undefined;
  /** Requests per client address per window on login, registration, password reset and contact. */
  authRateLimit: { max: number; windowMs: number };
  /** Failed logins on one account from one client address (through either login) per window. */
  loginFailureLimit: { max: number; windowMs: number };
  /**
   * An account's failed logins from every address in the same window only slow its logins down,
   * never refuse them (decisions/012): past `afterFailures`, each attempt waits before its password
   * is checked, the wait doubling up to `maxDelayMs`.
   */
  loginSlowdown: { afterFailures: number; maxDelayMs: number };
  /**
   * Where rate limits count: `memory` (each process apart; one web server) or `postgres` (shared by
   * every web server; decisions/054).
   */
  rateLimitStore: 'memory' | 'postgres';
  /** Face searches per client address per minute. */
  faceSearchRateLimit: number;
  /** Name searches (a registered runner's bibs) per client address per minute (decision 067). */
  nameSearchRateLimit: number;
  /** How long a guest's public read is answered from this server's memory; 0: never (decisions/057). */
  publicReadCacheSeconds: number;
  /** Hide-me requests per member and per client address per hour. */
  faceHideRateLimit: number;
  /** Following a bib (decision 079): how many days after the activity a follow ends, and follow requests per hour per client address and per e-mail. */
  follow: { days: number; perAddressPerHour: number; perEmailPerHour: number };
  clientDist: string;
  /** Buyer pages rendered on the server when the client build has its server bundle (decisions/076); off: the plain page shell. */
  pageRendering: boolean;
  /** Threads that write those pages (decisions/094), each with its own copy of the bundle (~100 MB RSS). */
  pageRenderThreads: number;
  /**
   * The Prometheus listener (decision 070): off without METRICS_PORT; its own port, on the loopback
   * address unless METRICS_HOST says otherwise, with a bearer token when METRICS_TOKEN is set.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** Web Push of follow notices (decisions/080): the VAPID key pair and contact, and which push services may be posted to. */
  push: PushSettings;
  /** Seeds the PaymentSetting row; without merchant keys payments go to the local ECPay simulator. */
  payments: PaymentEnv;
  /** The local ECPay simulator's own keys, made per installation (none in production: no simulator). */
  simulatorKeys: SimulatorKeys | undefined;
}

export interface PushSettings {
  /** The VAPID key pair, base64url (public key uncompressed, 65 bytes; private key 32 bytes); none: no Web Push. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Tests' local push service: http endpoints on this machine are accepted too (never in production). */
  allowLoopbackEndpoints: boolean;
}

export interface SimulatorKeys {
  hashKey: string;
  hashIv: string;
}

export interface PaymentEnv {
  /** All three set, or none (then the simulator, and ECPay's public stage merchant for the stage site). */
  merchant: { merchantId: string; hashKey: string; hashIv: string } | undefined;
  /** Which ECPay site real keys belong to. */
  ecpayMode: 'stage' | 'production';
  /** Platform fee in basis points (PLATFORM_COMMISSION_PERCENT × 100). */
  commissionBasisPoints: number;
}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(import.meta.dirname, '../..');

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** A percentage in steps of 0.01 % as basis points (33.33 → 3333), or null when it is not one. */
export function toBasisPoints(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  // percent × 100 is not exact in binary floating point (33.33 × 100 = 3332.9999…).
  return percent >= 0 && percent <= 100 && Math.abs(basisPoints - percent * 100) < 1e-6 ? basisPoints : null;
}

function paymentEnv(env: Env, production: boolean): PaymentEnv {
  const given = [env.ECPAY_MERCHANT_ID, env.ECPAY_HASH_KEY, env.ECPAY_HASH_IV].map((v) => v?.trim() || undefined);
  const [merchantId, hashKey, hashIv] = given;
  if (given.some(Boolean) && !(merchantId && hashKey && hashIv)) {
    throw new Error('ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV must be set together');
  }
  if (merchantId && !/^\d{7,10}$/.test(merchantId)) throw new Error('ECPAY_MERCHANT_ID must be 7–10 digits');
  // The simulator pays without money: a production server must never fall back to it.
  if (production && !merchantId)
    throw new Error('ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV are required in production');
  const ecpayMode = env.ECPAY_MODE || 'stage';
  if (ecpayMode !== 'stage' && ecpayMode !== 'production') {
    throw new Error(`ECPAY_MODE must be stage or production, got "${ecpayMode}"`);
  }
  const basisPoints = toBasisPoints(Number(env.PLATFORM_COMMISSION_PERCENT || 20));
  if (basisPoints === null) {
    throw new Error(
      `PLATFORM_COMMISSION_PERCENT must be a percentage between 0 and 100, got "${env.PLATFORM_COMMISSION_PERCENT}"`,
    );
  }
  return {
    merchant: merchantId && hashKey && hashIv ? { merchantId, hashKey, hashIv } : undefined,
    ecpayMode,
    commissionBasisPoints: basisPoints,
  };
}

const LOOPBACK = ['127.0.0.1', '::1', 'localhost'];

function metricsEnv(env: Env): Config['metrics'] {
  const port = env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : undefined;
  const host = env.METRICS_HOST || '127.0.0.1';
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  // Anyone who reaches an open port could read the site's traffic and queue: beyond this machine, a token.
  if (port !== undefined && !LOOPBACK.includes(host) && !token) {
    throw new Error(`METRICS_TOKEN is required when the metrics listen beyond this machine (METRICS_HOST=${host})`);
  }
  return { port, host, token };
}

function rateLimitStore(env: Env, production: boolean): Config['rateLimitStore'] {
  const store = env.RATE_LIMIT_STORE || (production ? 'postgres' : 'memory');
  if (store !== 'memory' && store !== 'postgres') {
    throw new Error(`RATE_LIMIT_STORE must be memory or postgres, got "${store}"`);
  }
  return store;
}

const SIMULATOR_KEYS_FILE = 'ecpay-simulator-keys';
const newSimulatorSecret = () => randomBytes(16).toString('hex');

/**
 * The simulator's HashKey and HashIV (16 hex digits each), never ECPay's published stage keys:
 * with those anyone could sign a payment the simulator pays. Tests get fresh ones in memory.
 */
function simulatorKeys(mode: Config['env'], dataDir: string): SimulatorKeys | undefined {
  if (mode === 'production') return undefined;
  const secret =
    mode === 'test' ? newSimulatorSecret() : secretInFile(path.join(dataDir, SIMULATOR_KEYS_FILE), newSimulatorSecret);
  if (!/^[0-9a-f]{32}$/.test(secret)) {
    throw new Error(`${path.join(dataDir, SIMULATOR_KEYS_FILE)} is damaged: delete it, the next start makes new keys`);
  }
  return { hashKey: secret.slice(0, 16), hashIv: secret.slice(16) };
}

const VAPID_KEYS_FILE = 'vapid-keys';

/** A new VAPID key pair (P-256), as one line: public key, a dot, private key, both base64url. */
export function newVapidKeys(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The private key comes without its leading zero bytes (one pair in 256 starts with one): padded
  // to its full 32 bytes, as VAPID wants it.
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return `${ecdh.getPublicKey().toString('base64url')}.${padded.toString('base64url')}`;
}

const base64urlBytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

/**
 * VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY. Without them a pair is made once into
 * DATA_DIR (fresh in memory for tests), except in production, where every server must sign with
 * the pair browsers subscribed with: there, no keys means no Web Push (mail only). The subject
 * defaults to MAIL_FROM's address.
 */
function pushSettings(env: Env, mode: Config['env'], dataDir: string, mailFrom: string): PushSettings {
  const allowLoopbackEndpoints = bool(env, 'PUSH_ALLOW_LOOPBACK', false);
  if (allowLoopbackEndpoints && mode === 'production')
    throw new Error('PUSH_ALLOW_LOOPBACK is for tests, never production');
  const given = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY].map((v) => v?.trim() || undefined);
  if (given.some(Boolean) !== given.every(Boolean)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (mode === 'production' && !given[0]) return { vapid: undefined, allowLoopbackEndpoints };
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const [publicKey = '', privateKey = ''] = given[0]
    ? given
    : (mode === 'test' ? newVapidKeys() : secretInFile(file, newVapidKeys)).split('.');
  if (base64urlBytes(publicKey) !== 65 || base64urlBytes(privateKey) !== 32) {
    throw new Error(
      given[0]
        ? 'VAPID_PUBLIC_KEY must be a P-256 public key (65 bytes) and VAPID_PRIVATE_KEY its private key (32 bytes), base64url'
        : `${file} is damaged: delete it, the next start makes new keys (browsers then subscribe again)`,
    );
  }
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  }
  return { vapid: { publicKey, privateKey, subject }, allowLoopbackEndpoints };
}

export function loadConfig(env: Env = process.env): Config {
  const mode = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int(env, 'PORT', 3000);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  const production = mode === 'production';

  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  if (production && !env.SMTP_URL) throw new Error('SMTP_URL is required in production');
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  // Its meaning changed (one account from one address): an old setting must not pass unnoticed.
  if (env.LOGIN_FAILURES_PER_ACCOUNT !== undefined) {
    throw new Error('LOGIN_FAILURES_PER_ACCOUNT is replaced by LOGIN_FAILURES_PER_ACCOUNT_IP (decisions/012)');
  }
  if (production && !env.REMITTANCE_KEY) throw new Error('REMITTANCE_KEY is required in production');
  if (env.REMITTANCE_KEY !== undefined && env.REMITTANCE_KEY.length < 32) {
    throw new Error('REMITTANCE_KEY must be at least 32 characters');
  }

  const mailFrom = env.MAIL_FROM ?? '運動相簿 <no-reply@localhost>';
  return {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    databaseUrl: env.DATABASE_URL || undefined,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
      bucketOriginals: env.S3_BUCKET_ORIGINALS ?? 'photo-originals',
      bucketPublic: env.S3_BUCKET_PUBLIC ?? 'photo-public',
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    },
    // A development secret kept in the data folder, so tokens survive a restart.
    jwtSecret: env.JWT_SECRET ?? secretInFile(path.join(dataDir, 'jwt-secret')),
    jwtExpiresInSeconds: int(env, 'JWT_EXPIRES_IN_SECONDS', 24 * 60 * 60),
    // Like the JWT secret: kept in the data folder without configuration, so accounts stay readable.
    remittanceKey:
      env.REMITTANCE_KEY ??
      (mode === 'test' ? randomBytes(32).toString('hex') : secretInFile(path.join(dataDir, 'remittance-key'))),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    seedDemo: bool(env, 'SEED_DEMO', !production),
    demoPhotoCount: int(env, 'DEMO_PHOTO_COUNT', 300),
    demoSales: bool(env, 'DEMO_SALES', true),
    workerInProcess: bool(env, 'WORKER_IN_PROCESS', !production),
    photoJobExpirySeconds: positiveInt(env, 'PHOTO_JOB_EXPIRY_SECONDS', 15 * 60),
    faceModelIdleSeconds: positiveInt(env, 'FACE_MODEL_IDLE_SECONDS', 5 * 60),
    faceThreads: positiveInt(env, 'FACE_THREADS', 1),
    // A container limited to fewer cores than the machine has still sees them all: set it there.
    workerConcurrency: positiveInt(env, 'WORKER_CONCURRENCY', availableParallelism()),
    workerHeartbeatFile: env.WORKER_HEARTBEAT_FILE || undefined,
    authRateLimit: {
      max: int(env, 'AUTH_RATE_LIMIT_MAX', 10),
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
    },
    loginFailureLimit: {
      max: int(env, 'LOGIN_FAILURES_PER_ACCOUNT_IP', 10),
      windowMs: int(env, 'LOGIN_FAILURES_WINDOW_SECONDS', 15 * 60) * 1000,
    },
    loginSlowdown: {
      afterFailures: int(env, 'LOGIN_SLOWDOWN_AFTER_FAILURES', 5),
      maxDelayMs: int(env, 'LOGIN_SLOWDOWN_MAX_MS', 4000),
    },
    rateLimitStore: rateLimitStore(env, production),
    faceSearchRateLimit: int(env, 'FACE_SEARCH_RATE_LIMIT', 20),
    nameSearchRateLimit: int(env, 'NAME_SEARCH_RATE_LIMIT', 10),
    // Off in tests, which read their own writes at once; a few seconds elsewhere.
    publicReadCacheSeconds: int(env, 'PUBLIC_READ_CACHE_SECONDS', mode === 'test' ? 0 : 5),
    faceHideRateLimit: int(env, 'FACE_HIDE_RATE_LIMIT', 5),
    follow: {
      days: int(env, 'FOLLOW_DAYS', 7),
      perAddressPerHour: int(env, 'FOLLOW_RATE_LIMIT_ADDRESS', 10),
      perEmailPerHour: int(env, 'FOLLOW_RATE_LIMIT_EMAIL', 5),
    },
    clientDist: path.resolve(repoRoot, env.CLIENT_DIST ?? 'client/dist'),
    // Off until the browser's side is finished: lazy images must hydrate as rendered (issue 32).
    pageRendering: bool(env, 'PAGE_RENDERING', true),
    pageRenderThreads: positiveInt(env, 'PAGE_RENDER_THREADS', 1),
    metrics: metricsEnv(env),
    push: pushSettings(env, mode, dataDir, mailFrom),
    payments: paymentEnv(env, production),
    simulatorKeys: simulatorKeys(mode, dataDir),
  };
}
