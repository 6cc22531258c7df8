import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { runnerNameKey } from '../../shared/domain/runner-name.ts';

/** Bibs one name search answers at most (two runners of one name is common; ten is plenty). */
const MAX_BIBS = 10;

/**
 * The bibs registered under a runner's whole name (decision 067) that have published photos: the
 * visitor then searches each bib as usual. Only the exact name finds anything (its key, written any
 * usual way), never a part of it. A name unknown, or registered without a published photo, answers
 * the same empty list: the search tells no stranger whether someone signed up or ran, only what the
 * bib search of that runner's number would show anyway. Names never leave the server.
 */
export async function bibsByName(app: FastifyInstance, input: { activityId: number; name: string }) {
  const [activity] = await readRows<{ bibSearchEnabled: boolean }>(
    app.db,
    Prisma.sql`SELECT "bibSearchEnabled" FROM "Activity" WHERE id = ${input.activityId} AND "isVisible"`,
  );
  if (!activity) throw notFound('activity.notFound');
  if (!activity.bibSearchEnabled) throw new AppError('BadRequest', 'catalogue.bibSearchDisabled');
  const key = runnerNameKey(input.name);
  if (!key) return { bibs: [] };
  const rows = await readRows<{ bib: string }>(
    app.db,
    Prisma.sql`
      SELECT r.bib FROM "RegisteredBib" r
      WHERE r."activityId" = ${input.activityId} AND r."nameKey" = ${key}
        AND EXISTS (SELECT 1 FROM "BibTag" t JOIN "Photo" p ON p.id = t."photoId" JOIN "Album" al ON al.id = p."albumId"
                    WHERE t."activityId" = r."activityId" AND t.bib = r.bib AND p.status = ${PhotoStatus.ready} AND al."isVisible")
      ORDER BY r.bib LIMIT ${MAX_BIBS}`,
  );
  return { bibs: rows.map((row) => row.bib) };
}
