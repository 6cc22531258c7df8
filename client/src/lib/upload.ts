import { ApiError, buildQuery, CULTURE_HEADER, settle, type EndpointOptions } from './api-client.ts';
import type { ApiPath, ApiQuery, ApiResult } from './api-types.ts';
import { cultureHeaderValue, i18n } from './i18n.ts';
import { notify } from './notify.ts';
import { getToken } from './session.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

/** The endpoint's query (typed from the server's schema) and how the upload is reported. */
export type UploadOptions<P extends ApiPath<'post'>> = Omit<
  EndpointOptions<ApiQuery<P, 'post'>>,
  'timeoutMs' | 'headers'
> & {
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * Sends a multipart form (selfies, photos, avatars) with upload progress, which fetch cannot
 * report. Answers are handled exactly like `api` calls. No 30 s limit: a batch of originals on a
 * slow line takes longer, and the user sees it progressing.
 */
export function uploadForm<P extends ApiPath<'post'>>(
  path: P,
  form: FormData,
  options: UploadOptions<P>,
): Promise<ApiResult<P, 'post'>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path + buildQuery(options.params));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CULTURE_HEADER, cultureHeaderValue());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      options.onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(
          settle<ApiResult<P, 'post'>>(
            { status: xhr.status, contentType: xhr.getResponseHeader('content-type'), text: xhr.responseText },
            options,
          ),
        );
      } catch (error) {
        reject(error as Error);
      }
    });
    xhr.addEventListener('error', () => {
      const text = i18n.t('request.other');
      if (!options.silent) notify.error(text);
      reject(new ApiError(text, 'network'));
    });
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort());

    xhr.send(form);
  });
}
