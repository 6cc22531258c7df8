import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { servableImageType } from '../../lib/images.ts';

// Public objects (previews, thumbnails, avatars) through the server's own origin, for setups
// without S3_PUBLIC_URL (a CDN or a public bucket URL). Only the public bucket is reachable here.

// The keys the server writes (avatars/12/<uuid>.jpg): segments a file system-backed store can hold.
const ObjectKey = Type.String({ maxLength: 512, pattern: '^[\\w.-]{1,128}(/[\\w.-]{1,128})*$' });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/*', { schema: { hide: true, params: Type.Object({ '*': ObjectKey }) } }, async (request, reply) => {
    const key = request.params['*'];
    if (key.split('/').some((part) => part === '..' || part === '')) throw notFound();
    const object = await app.storage.get('public', key);
    if (!object) throw notFound();
    // Keys are never reused (each upload gets a fresh one), so caching forever is safe.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Only the image types the server itself stores: anything else a bucket holds (an HTML or SVG
    // file put there by hand) goes out as plain bytes, never as a page run on this origin.
    reply.type(servableImageType(object.contentType));
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.send(object.body);
  });
};

export default routes;
