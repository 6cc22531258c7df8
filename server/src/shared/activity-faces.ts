import type { FastifyInstance } from 'fastify';

/**
 * Forgets an activity's faces when its face search is switched off, except those a member hid:
 * they stay as their request's record, and a re-index after switching it on keeps them hidden.
 * Used by AdminActivity/SetFaceSearch and by the activity's edit form alike.
 */
export async function forgetActivityFaces(app: FastifyInstance, activityId: number) {
  await app.db.face.deleteMany({ where: { activityId, hideRequestId: null } });
  app.faces.registry.drop(activityId);
}
