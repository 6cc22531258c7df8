import { getDownloadLink, type DownloadTarget } from '../api/get-download-link.ts';

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
