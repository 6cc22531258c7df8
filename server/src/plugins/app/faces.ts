import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeDescriptor } from '../../faces/descriptor.ts';
import { FaceIndexRegistry } from '../../faces/face-index-registry.ts';
import type { FacePool } from '../../faces/face-pool.ts';

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
          where: { activityId, id: { gt: afterFaceId }, hiddenAt: null },
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
  },
  { name: 'faces', dependencies: ['services'] },
);
