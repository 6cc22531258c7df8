// Every /api response is wrapped in ABP's envelope (the original site's contract); callers get
// the `result` back or an Error whose message is the server's, already in the user's language.

export interface AbpError {
  code: number | string | null;
  message: string;
  details: string | null;
}

export interface AbpEnvelope<T> {
  success: boolean;
  result: T;
  error: AbpError | null;
  unAuthorizedRequest: boolean;
  __abp: boolean;
}

// ABP's culture cookie format, sent as a header; the server translates its messages by it.
// zh-TW is fixed until the language switch arrives with the real pages.
export const CULTURE_HEADER = '.AspNetCore.Culture';
const CULTURE = 'c=zh-TW|uic=zh-TW';

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set(CULTURE_HEADER, CULTURE);
  headers.set('Accept', 'application/json');

  const response = await fetch(path, { ...init, headers });

  if (!response.headers.get('content-type')?.includes('json')) {
    // Plain-text bodies (such as the suspended-account refusal) are meant to be shown as is.
    const text = (await response.text()).trim();
    throw new Error(text || `HTTP ${response.status}`);
  }

  const envelope = (await response.json()) as AbpEnvelope<T>;
  if (!envelope.success) {
    throw new Error(envelope.error?.message ?? `HTTP ${response.status}`);
  }
  return envelope.result;
}
