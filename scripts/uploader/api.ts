import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CULTURE, type Culture } from '../../server/src/lib/i18n.ts';
import { uploaderTexts, type UploaderTexts } from './messages.ts';

// The site's upload API as the uploader calls it, signed in with the photographer's upload token.
// Each call's failure is sorted into what to do about it: try again later, give up on this file, or stop.

/** The server is out of reach or answered 5xx / 429: the same request may be sent again later. */
export class RetryableError extends Error {}
/** The server refused the token or the album: nothing else will work either. */
export class FatalError extends Error {}
/** The server refused this one file (too large, not an image, …): the others go on. */
export class RefusedError extends Error {}

export type UploadOutcome = { status: 'accepted' | 'duplicate' } | { status: 'refused'; reason: string };

export interface MyAlbum {
  id: number;
  name: string;
  activityTitle: string;
  cameraPoint: string | null;
  photoCount: number;
}

interface Envelope<T> {
  success?: boolean;
  result?: T;
  error?: { message?: string } | null;
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

const SHORT_CALL_MS = 30_000;
/** A 50 MB photo over a slow race-side connection. */
const UPLOAD_CALL_MS = 10 * 60_000;

export class UploadApi {
  private readonly messages: UploaderTexts;

  /** `lang`: the language of the errors it throws, the server's messages included. */
  constructor(
    private readonly server: string,
    private readonly token: string,
    private readonly lang: Culture = DEFAULT_CULTURE,
  ) {
    this.messages = uploaderTexts(lang);
  }

  private async call<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.server}/api/services/app/${url}`, {
        ...init,
        headers: {
          ...init.headers,
          authorization: `Bearer ${this.token}`,
          '.aspnetcore.culture': `c=${this.lang}|uic=${this.lang}`,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // fetch hides the socket's error (ECONNREFUSED, ETIMEDOUT…) in its cause.
      const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
      const reason = cause?.code ?? cause?.errors?.[0]?.code ?? (error as Error).name;
      throw new RetryableError(this.messages.cannotReach(this.server, reason));
    }
    const text = await response.text().catch(() => '');
    const body = parseEnvelope<T>(text);
    // A suspended account's 605 is plain text, shown as it is.
    const message = body?.error?.message ?? (text.trim().slice(0, 200) || `HTTP ${response.status}`);
    if (response.ok && body?.success) return body.result as T;
    if (response.status === 429 || (response.status >= 500 && response.status !== 605)) {
      throw new RetryableError(this.messages.serverAnswered(response.status, message));
    }
    if ([401, 403, 404, 605].includes(response.status)) {
      const hint = response.status === 401 ? this.messages.tokenRevokedHint : '';
      throw new FatalError(this.messages.serverRefused(response.status, message) + hint);
    }
    throw new RefusedError(message);
  }

  /** The photographer's newest albums, to find the number to upload into. */
  async myAlbums(): Promise<MyAlbum[]> {
    const page = await this.call<{ items: MyAlbum[] }>(
      'PhotoGalleryConfigAppSerivce/GetMyAlbums?MaxResultCount=100',
      {},
      SHORT_CALL_MS,
    );
    return page.items;
  }

  /** Checks the token and that the album is the photographer's own: answers how many photos it holds. */
  async albumPhotoCount(albumId: number): Promise<number> {
    const progress = await this.call<{ total: number }>(
      `PhotoGalleryList/GetUploadProgress?coId=${albumId}`,
      {},
      SHORT_CALL_MS,
    );
    return progress.total;
  }

  /** Which of these content hashes the album already holds (at most 1000 a call). */
  async existingHashes(albumId: number, hashes: string[]): Promise<Set<string>> {
    const answer = await this.call<{ hashes: string[] }>(
      'PhotoGalleryList/GetExistingHashes',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coId: albumId, hashes }),
      },
      SHORT_CALL_MS,
    );
    return new Set(answer.hashes);
  }

  /** Sends one photo, streamed from the disk; a photo the album already holds answers `duplicate`. */
  async upload(albumId: number, file: string): Promise<UploadOutcome> {
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
    const answer = await this.call<{ items: { status: UploadOutcome['status']; reason?: string }[] }>(
      `PhotoGalleryList/Upload?coId=${albumId}`,
      { method: 'POST', body: form },
      UPLOAD_CALL_MS,
    );
    const [item] = answer.items;
    if (!item) throw new RetryableError(this.messages.noOutcome);
    return item.status === 'refused'
      ? { status: 'refused', reason: item.reason ?? this.messages.refused }
      : { status: item.status };
  }
}
