import { URLSearchParams } from 'node:url';
import { multipartFiles } from '../../server/src/lib/multipart-body.ts';

// What callers do during a fault: keep asking, as browsers and ECPay would, and sort the answers.

/** The client gives up on a request after 30 s: no answer may take longer, whatever is down. */
export const CLIENT_TIMEOUT_MS = 30_000;

export interface Answers {
  ok: number;
  /** 503 in the envelope with Retry-After: what an outage must answer. */
  unavailable: number;
  timedOut: number;
  /** Anything else (a 500, a dropped connection, a body not in the envelope), described. */
  other: string[];
}

/** Requests that read the database: the health check and the home page's activity list. */
const readers = [
  (baseUrl: string) => fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }),
  (baseUrl: string) =>
    fetch(`${baseUrl}/api/services/app/Activity/GetIndex`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SkipCount: 0, MaxResultCount: 10 }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    }),
];

async function sort(answers: Answers, ask: () => Promise<Response>) {
  try {
    const response = await ask();
    const body = (await response.json().catch(() => undefined)) as
      { success?: boolean; error?: { code?: string; message?: string } } | undefined;
    if (response.ok && body?.success) answers.ok += 1;
    else if (
      response.status === 503 &&
      body?.success === false &&
      body.error?.code === 'Unavailable' &&
      body.error.message &&
      Number(response.headers.get('retry-after')) > 0
    )
      answers.unavailable += 1;
    else answers.other.push(`${response.status} ${JSON.stringify(body)}`);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') answers.timedOut += 1;
    else answers.other.push(String((error as Error).cause ?? error));
  }
}

/** A few callers asking in turn until stopped; stop() answers how they were answered. */
export function hammer(baseUrl: string, callers = 4) {
  const answers: Answers = { ok: 0, unavailable: 0, timedOut: 0, other: [] };
  let stopping = false;
  const loops = Array.from({ length: callers }, async (_, caller) => {
    for (let turn = caller; !stopping; turn += 1) {
      await sort(answers, () => readers[turn % readers.length]!(baseUrl));
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Milliseconds until the health check answers 200 again. */
export async function waitUntilHealthy(baseUrl: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }).catch(
      () => undefined,
    );
    if (response?.ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl} did not answer its health check within ${timeoutMs / 1000} s`);
}

/** ECPay's server-to-server post of a payment result; answers its status and plain-text body. */
export async function postNotice(baseUrl: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/services/app/Payment/EcpayReturn`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A member's bearer token, logged in as the web client does. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/TokenAuth/AuthenticateLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: email, password }),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: { accessToken?: string } };
  if (!body.result?.accessToken) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.result.accessToken}` };
}

export interface UploadFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A photographer's upload of a batch, as the web client sends it. */
export async function uploadPhotos(
  baseUrl: string,
  albumId: number,
  headers: Record<string, string>,
  files: UploadFile[],
) {
  const { payload, headers: multipart } = multipartFiles(files);
  const response = await fetch(`${baseUrl}/api/services/app/PhotoGalleryList/Upload?coId=${albumId}`, {
    method: 'POST',
    headers: { ...headers, ...multipart },
    body: payload,
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}
