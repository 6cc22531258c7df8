import type { ApiBody, ApiPath, ApiQuery, ApiResult } from './api-types.ts';
import { requestKey, takeEarlyAnswer, type RawAnswer } from './early-answers.ts';
import { i18n, cultureHeaderValue } from './i18n.ts';
import { currentLocation, LOGIN_PATH, loginUrl, navigateTo, pathWithSearch } from './navigation.ts';
import { notify } from './notify.ts';
import { CULTURE_HEADER } from './language.ts';
import { buildQuery, type QueryParams } from './query-string.ts';
import { getToken, logout, rightsMayBeStale } from './session.ts';

// The one way the app talks to /api (spec §7, §8). Every answer is ABP's envelope: callers get
// `result`, or a rejected ApiError after the user has been shown why (unless `silent`).

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

export { buildQuery, CULTURE_HEADER, type QueryParams };
export const REQUEST_TIMEOUT_MS = 30_000;
/** Status the server uses for a refusal whose plain-text body is meant for the user (spec §8). */
export const STATUS_REFUSAL = 605;
export const NETWORK_MESSAGE_SECONDS = 5;
export const NETWORK_MESSAGE_DEBOUNCE_MS = 500;
/** How the server's 403 names the right it found missing ('right:photographer', …). */
const STALE_RIGHT_PREFIX = 'right:';

export interface RequestOptions {
  /** Query string: arrays become repeated keys (`a=1&a=2`), null and undefined are left out. */
  params?: QueryParams;
  /** JSON body, or FormData sent as multipart. */
  body?: unknown;
  /** Show '操作成功' (or this text) when the call succeeds. */
  successMessage?: boolean | string;
  /** Show nothing on failure; the caller deals with the rejection. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: HeadersInit;
}

export type FailureKind = 'server' | 'refusal' | 'unauthorized' | 'network';
type NetworkFailure = 'timeout' | 'connection' | 'refused' | 'badRequest' | 'other';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status?: number,
    readonly code?: AbpError['code'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function requestHeaders(extra: HeadersInit | undefined, body: unknown): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set(CULTURE_HEADER, cultureHeaderValue());
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

// Several requests failing together (the server is down) must not stack identical toasts: the
// message is shown once, 500 ms after the last failure.
let pendingNetworkMessage: ReturnType<typeof setTimeout> | undefined;
function showNetworkMessage(text: string) {
  clearTimeout(pendingNetworkMessage);
  pendingNetworkMessage = setTimeout(() => notify.error(text, NETWORK_MESSAGE_SECONDS), NETWORK_MESSAGE_DEBOUNCE_MS);
}

function networkFailure(failure: NetworkFailure, options: RequestOptions, status?: number): ApiError {
  const text = i18n.t(`request.${failure}`);
  if (!options.silent) showNetworkMessage(text);
  return new ApiError(text, 'network', status);
}

/** fetch rejects with a TypeError; Node-style causes carry the socket's error code. */
function failureOfError(error: unknown): NetworkFailure {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: string } | null)?.code;
  if (code === 'ETIMEDOUT') return 'connection';
  if (code === 'ECONNREFUSED') return 'refused';
  return 'other';
}

/** A non-envelope answer: a proxy or gateway speaking for an unreachable server, or a bad request. */
function failureOfStatus(status: number): NetworkFailure {
  if (status === 400) return 'badRequest';
  if (status === 502 || status === 503) return 'refused';
  if (status === 504) return 'connection';
  return 'other';
}

function onLoginPage(): boolean {
  return currentLocation().pathname.toLowerCase() === LOGIN_PATH;
}

/** The session ended on the server: forget it and ask for a login that returns here. */
function sessionExpired() {
  const back = pathWithSearch(currentLocation());
  logout();
  navigateTo(loginUrl(back), { replace: true });
}

function parseEnvelope<T>(contentType: string | null, text: string): AbpEnvelope<T> | null {
  if (!contentType?.includes('json')) return null;
  try {
    const parsed = JSON.parse(text) as AbpEnvelope<T>;
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** Turns an HTTP answer into the result or an ApiError, showing the user what the spec asks. */
export function settle<T>(answer: RawAnswer, options: RequestOptions): T {
  const { status, contentType, text } = answer;
  if (status === 401 && !onLoginPage()) {
    sessionExpired();
    throw new ApiError(i18n.t('guard.login'), 'unauthorized', status);
  }
  if (status === STATUS_REFUSAL) {
    const message = text.trim() || i18n.t('request.failed');
    if (!options.silent) notify.error(message);
    throw new ApiError(message, 'refusal', status);
  }
  const envelope = parseEnvelope<T>(contentType, text);
  if (!envelope) {
    if (status >= 200 && status < 300) return (text === '' ? undefined : text) as T;
    throw networkFailure(failureOfStatus(status), options, status);
  }
  if (!envelope.success) {
    // A refusal naming a right the stored user seems to hold (or lack): read the rights again.
    if (status === 403 && envelope.error?.details?.startsWith(STALE_RIGHT_PREFIX)) rightsMayBeStale();
    const message = envelope.error?.message || i18n.t('request.failed');
    if (!options.silent) notify.error(message);
    throw new ApiError(message, status === 401 ? 'unauthorized' : 'server', status, envelope.error?.code);
  }
  if (options.successMessage) {
    notify.success(typeof options.successMessage === 'string' ? options.successMessage : i18n.t('request.succeeded'));
  }
  return envelope.result;
}

export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const { body, signal } = options;
  const target = url + buildQuery(options.params);
  const headers = requestHeaders(options.headers, body);
  const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  // The first page's data may already be on its way (lib/early-answers.ts); if it failed, ask again.
  const early = typeof payload === 'object' ? undefined : takeEarlyAnswer(requestKey(method, target, payload, headers));
  if (early) {
    const ready = await early.catch(() => undefined);
    if (ready) return settle<T>(ready, options);
  }

  // A timer rather than AbortSignal.timeout, so the caller's signal and the 30 s limit combine.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort);

  let answer: RawAnswer;
  try {
    const response = await fetch(target, { method, headers, body: payload, signal: controller.signal });
    answer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  } catch (error) {
    // The caller gave up (a page left, a query cancelled): nothing to tell the user.
    if (signal?.aborted) throw error;
    throw networkFailure(timedOut ? 'timeout' : failureOfError(error), options);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  return settle<T>(answer, options);
}

/** An endpoint's options: its query (required when the server requires some of it) in `params`. */
export type EndpointOptions<Query> = Omit<RequestOptions, 'params' | 'body'> &
  ([Query] extends [never]
    ? { params?: never }
    : Partial<Query> extends Query
      ? { params?: Query }
      : { params: Query });

/** The options argument, left out only where nothing in it is required. */
type OptionsArgument<Query> =
  Partial<EndpointOptions<Query>> extends EndpointOptions<Query>
    ? [options?: EndpointOptions<Query>]
    : [options: EndpointOptions<Query>];

/** Saves a file the server streams (an export) under `fileName`, sent with the caller's session. */
export async function downloadFile(url: string, params: QueryParams, fileName: string): Promise<void> {
  const response = await fetch(`${url}${buildQuery(params)}`, { headers: requestHeaders(undefined, undefined) });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as AbpEnvelope<unknown> | null;
    throw new ApiError(answer?.error?.message ?? i18n.t('request.failed'), 'server', response.status);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The endpoints, typed by path from the server's OpenAPI document (lib/api-types.ts): the query,
 * the body and the result a feature uses are the ones the server declares.
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArgument<ApiQuery<P, 'get'>>) =>
    request<ApiResult<P, 'get'>>('GET', path, options),
  post: <P extends ApiPath<'post'>>(
    path: P,
    body: ApiBody<P, 'post'>,
    ...[options]: OptionsArgument<ApiQuery<P, 'post'>>
  ) => request<ApiResult<P, 'post'>>('POST', path, { ...options, body }),
  put: <P extends ApiPath<'put'>>(
    path: P,
    body: ApiBody<P, 'put'>,
    ...[options]: OptionsArgument<ApiQuery<P, 'put'>>
  ) => request<ApiResult<P, 'put'>>('PUT', path, { ...options, body }),
  delete: <P extends ApiPath<'delete'>>(path: P, ...[options]: OptionsArgument<ApiQuery<P, 'delete'>>) =>
    request<ApiResult<P, 'delete'>>('DELETE', path, options),
};
