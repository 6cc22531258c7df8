import { api } from '../../../lib/api-client.ts';

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
