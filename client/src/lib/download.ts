import { api } from './api-client.ts';

export type DownloadTarget = { photoId: number } | { orderId: number };

/**
 * A same-origin link carrying a short-lived token, which the browser can follow without the
 * bearer header: one original streamed by the server, or an order's originals as one streamed ZIP.
 * Asked for at the moment of the click: it expires.
 */
export function getDownloadLink(target: DownloadTarget) {
  return 'photoId' in target
    ? api.get('/api/services/app/Download/GetOriginalStreamUrl', { params: target })
    : api.get('/api/services/app/Download/GetOrderZipUrl', { params: target });
}

/**
 * Lets the browser itself download an original or an order's ZIP: a fresh short-lived link is
 * followed through an <a download>, so the file streams to disk and is never held in memory here.
 */
export async function startDownload(target: DownloadTarget): Promise<void> {
  const { url } = await getDownloadLink(target);
  const anchor = document.createElement('a');
  anchor.href = url;
  // The server names the file (Content-Disposition); an empty value keeps its name.
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
