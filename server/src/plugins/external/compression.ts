import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Only text is compressed: JSON answers, and the built client's files that have no precompressed
// twin. Photos, ZIP archives and originals (octet-stream, which the plugin would compress by
// default) are already compressed; the tiny text answers ECPay's callbacks expect stay under the
// threshold. Brotli at quality 4 costs little CPU per request, which matters on race day.
const TEXT_TYPES = /^(?:application\/(?:json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/;

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: TEXT_TYPES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Requests are never compressed by our clients: accepting that would only widen what a body can be.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
