import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeDescriptor } from '../../faces/descriptor.ts';
import { FaceIndexRegistry } from '../../faces/face-index-registry.ts';
import type { FacePool } from '../../faces/face-pool.ts';
import { activitiesToWarm, warmFaceIndexes } from '../../faces/warm-up.ts';

declare module 'fastify' {
  interface FastifyInstance {
    faces: { detector: FacePool; registry: FaceIndexRegistry };
  }
}

/** Selfie detection and the in-memory face indexes, loaded per activity from the Face table. */
export default fp(
  async function faces(app: FastifyInstance, { detector }: { detector: FacePool }) {
    const registry = new FaceIndexRegistry({
      loader: async (activityId, afterFaceId, limit) => {
        const rows = await app.db.face.findMany({
          where: { activityId, id: { gt: afterFaceId }, hideRequestId: null },
          orderBy: { id: 'asc' },
          take: limit,
          select: { id: true, photoId: true, descriptor: true },
        });
        return rows.map((row) => ({
          faceId: row.id,
          photoId: row.photoId,
          descriptor: decodeDescriptor(row.descriptor),
        }));
      },
    });
    app.decorate('faces', { detector, registry });
    app.addHook('onReady', async () => {
      const activityIds = await activitiesToWarm(app);
      // In the background: the server answers meanwhile, and a search waits for its activity's load.
      warmFaceIndexes(app, activityIds).catch((err: unknown) => app.log.warn({ err }, 'face index warm-up failed'));
    });
  },
  { name: 'faces', dependencies: ['services'] },
);
