import type { Prisma } from '../generated/prisma/client.ts';
import type { BibFormat } from './domain/bib.ts';
import type { Database } from './database.ts';

// An activity's registered bibs (decision 067), as the photo pipeline meets them: the format its
// reader narrows what it trusts with, and the split of a photo's readings into those published as
// bib tags and those held for an admin's review.

/** pg_advisory_xact_lock space of a list's readings ("RBIB"), keyed by activity id. */
const LIST_LOCK = 0x52424942;

/**
 * Sorting a photo's readings holds the lock shared (photos of one activity do not wait for each
 * other); replacing the list holds it alone. So a photo is sorted against the list as committed,
 * never against one half replaced, and a replacement re-sorts every photo stored before it.
 */
export async function lockRegisteredList(tx: Prisma.TransactionClient, activityId: number, mode: 'share' | 'replace') {
  if (mode === 'share')
    await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock_shared(${LIST_LOCK}::int, ${activityId}::int)`;
  else await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${LIST_LOCK}::int, ${activityId}::int)`;
}

/** The shapes of the activity's registered bibs; null while it has no list (every reading fits). */
export async function registeredBibFormat(
  db: Pick<Database, 'registeredBibList'>,
  activityId: number,
): Promise<BibFormat | null> {
  const list = await db.registeredBibList.findUnique({ where: { activityId }, select: { format: true } });
  return list ? (list.format as unknown as BibFormat) : null;
}

/**
 * A photo's readings split by the activity's list, inside the transaction that stores them: all
 * published while the activity has no list, else only the registered ones; the others are held.
 */
export async function splitByRegisteredBibs<Reading extends { bib: string }>(
  tx: Prisma.TransactionClient,
  activityId: number,
  readings: readonly Reading[],
): Promise<{ publish: Reading[]; hold: Reading[] }> {
  if (readings.length === 0) return { publish: [], hold: [] };
  await lockRegisteredList(tx, activityId, 'share');
  const [{ listed, registered }] = await tx.$queryRaw<[{ listed: boolean; registered: string[] }]>`
    SELECT EXISTS (SELECT 1 FROM "RegisteredBibList" WHERE "activityId" = ${activityId}) AS listed,
           ARRAY(SELECT bib FROM "RegisteredBib"
                 WHERE "activityId" = ${activityId} AND bib = ANY(${readings.map((r) => r.bib)}::text[]))::text[] AS registered`;
  if (!listed) return { publish: [...readings], hold: [] };
  const known = new Set(registered);
  return {
    publish: readings.filter((reading) => known.has(reading.bib)),
    hold: readings.filter((reading) => !known.has(reading.bib)),
  };
}

/** Holds a photo's readings for review, but not a bib a person already tagged it with: nothing to decide. */
export async function holdReadings(
  tx: Prisma.TransactionClient,
  photoId: number,
  readings: Prisma.HeldBibReadingCreateManyInput[],
) {
  if (readings.length === 0) return;
  const typed = await tx.bibTag.findMany({
    where: { photoId, bib: { in: readings.map((reading) => reading.bib) } },
    select: { bib: true },
  });
  const tagged = new Set(typed.map((tag) => tag.bib));
  await tx.heldBibReading.createMany({
    data: readings.filter((reading) => !tagged.has(reading.bib)),
    skipDuplicates: true,
  });
}
