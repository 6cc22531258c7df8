import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
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
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP: ZlibOptions = { level: 6 };

type Encoding = 'br' | 'gzip';

const ENCODINGS: Encoding[] = ['br', 'gzip'];
const GZIP_ALIASES = /\*|x-gzip/g;

/** The encoding the plugin would choose for `acceptEncoding` (its rule: `*` and x-gzip mean gzip). */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip'), ENCODINGS) ?? undefined;
}

const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * A compressed copy of an answer held in memory for many requests (a page in the guests' short
 * cache), made once per encoding and kept as long as the answer is: race day asks for the same
 * home and activity pages hundreds of times a second, and compressing ~100 kB for each costs a
 * zlib stream, a millisecond or two and the garbage both leave. Undefined: send it as it is.
 */
export function compressedCopy(
  body: Buffer,
  acceptEncoding: string | undefined,
): { encoding: Encoding; bytes: Buffer } | undefined {
  const encoding = chosenEncoding(acceptEncoding);
  if (!encoding || body.byteLength < COMPRESSION_THRESHOLD_BYTES) return undefined;
  let made = copies.get(body);
  if (!made) copies.set(body, (made = {}));
  const bytes = (made[encoding] ??= encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP));
  return { encoding, bytes };
}

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      encodings: ENCODINGS,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: TEXT_TYPES,
      brotliOptions: BROTLI,
      zlibOptions: GZIP,
      // Requests are never compressed by our clients: accepting that would only widen what a body can be.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
