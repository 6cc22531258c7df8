import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Files are read as streams by the routes; each route sets its own size limit on top.
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

// The multipart parser (@fastify/busboy) reports a body it cannot parse with plain errors that
// carry no code: a content type without a boundary, a boundary it cannot use, a body that ends
// before its closing boundary (cut short, or sent with another boundary).
const MALFORMED_BODY = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle (cannot be an empty|cannot have a length)/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/** Whether an error means the request's multipart body was not well-formed: the caller's fault. */
export function isMalformedMultipart(error: { code?: string; message: string }): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE') return true;
  return error.code === undefined && MALFORMED_BODY.some((pattern) => pattern.test(error.message));
}

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1000, fields: 50, fieldSize: 64 * 1024, parts: 1100 },
    });
  },
  { name: 'multipart' },
);
