import type { FastifyInstance } from 'fastify';

/** A public-bucket key as answered: its URL, or null where there is none (no cover, no avatar yet). */
export function publicUrlOf(app: FastifyInstance, key: string | null): string | null {
  return key ? app.storage.publicUrl(key) : null;
}
