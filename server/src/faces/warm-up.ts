import type { FastifyInstance } from 'fastify';

/**
 * Activities with at least this many faces are loaded when the web server starts. A cold index
 * loads in seconds at 1 000 000 faces (decision 008): the first runner to search a big race after
 * a deploy should not wait for it. Smaller activities load fast enough on their first search.
 */
export const WARM_MIN_FACES = 100_000;
/** The largest activities only: together they must stay well inside the registry's memory budget. */
const WARM_MAX_ACTIVITIES = 2;

/** The activities worth loading before anyone searches them, largest first. */
export async function activitiesToWarm(app: FastifyInstance, minFaces = WARM_MIN_FACES): Promise<number[]> {
  const largest = await app.db.face.groupBy({
    by: ['activityId'],
    where: { hideRequestId: null },
    having: { activityId: { _count: { gte: minFaces } } },
    orderBy: { _count: { activityId: 'desc' } },
    take: WARM_MAX_ACTIVITIES,
  });
  return largest.map((row) => row.activityId);
}

/** Loads these activities' face indexes, one after the other. */
export async function warmFaceIndexes(app: FastifyInstance, activityIds: readonly number[]): Promise<void> {
  for (const activityId of activityIds) await app.faces.registry.index(activityId);
}
