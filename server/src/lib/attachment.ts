import type { FastifyReply } from 'fastify';

/** `attachment` under the given name; ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Makes the answer a download named `fileName`, kept out of shared caches (it is someone's data). */
export function privateDownload(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store');
}

/** Sends `csv` as a private download named `fileName`. */
export function sendCsvDownload(reply: FastifyReply, fileName: string, csv: string) {
  return privateDownload(reply, fileName, 'text/csv; charset=utf-8').send(csv);
}
