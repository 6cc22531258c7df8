import type { FastifyInstance } from 'fastify';
import { FollowKind } from './follows.ts';

/**
 * Forgets an activity's faces when its face search is switched off, except those a member hid:
 * they stay as their request's record, and a re-index after switching it on keeps them hidden.
 * Its selfie follows go too: nothing will match them, so their descriptors are not kept.
 * Used by AdminActivity/SetFaceSearch and by the activity's edit form alike.
 */
export async function forgetActivityFaces(app: FastifyInstance, activityId: number) {
  await app.db.face.deleteMany({ where: { activityId, hideRequestId: null } });
  await app.db.follow.deleteMany({ where: { activityId, kind: FollowKind.selfie } });
  app.faces.registry.drop(activityId);
}
