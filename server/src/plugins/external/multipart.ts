import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Files are read as streams by the routes; each route sets its own size limit on top.
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1000, fields: 50, fieldSize: 64 * 1024, parts: 1100 },
    });
  },
  { name: 'multipart' },
);
