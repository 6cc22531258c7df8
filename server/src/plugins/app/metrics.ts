import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordRequest, watchFaceIndexes, watchPhotoQueue } from '../../infra/metrics.ts';
import { photoQueueState } from '../../jobs/photo-queue.ts';

/**
 * Feeds this web server's metrics (decision 070): every answered request by its route pattern
 * (bounded: never the raw URL), the photo queue as the database holds it, the face indexes in
 * memory. They are served by the metrics listener, not by the site.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      // Requests no route matched share one label, whatever address they asked for.
      const route = request.routeOptions.url ?? 'unmatched';
      recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    watchPhotoQueue(() => photoQueueState(app.db));
    watchFaceIndexes(() => ({ faces: app.faces.registry.faceCount, bytes: app.faces.registry.memoryBytes }));
  },
  { name: 'metrics', dependencies: ['services', 'faces'] },
);
