import { Prisma } from '../generated/prisma/client.ts';
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

/** Sorts after every character a stored bib may hold (upper-case letters and digits) in byte order. */
const AFTER_ANY_BIB_CHARACTER = '~';

/**
 * isPartOfLongerBib in SQL: a longer registered bib of the activity starts or ends with `bib` (a
 * column). In byte order the bibs longer than `bib` that start with it lie between `bib` and
 * `bib~`, so each test is a range of a hand-written index (the bib, or the bib reversed, in the "C"
 * collation): a lookup, not a scan of a 200 000-runner list for each reading judged.
 */
export const partOfLongerRegisteredBib = (activityId: number | Prisma.Sql, bib: Prisma.Sql) => Prisma.sql`
  (EXISTS (SELECT 1 FROM "RegisteredBib" longer
           WHERE longer."activityId" = ${activityId}
             AND longer.bib COLLATE "C" > ${bib}
             AND longer.bib COLLATE "C" < ${bib} || ${AFTER_ANY_BIB_CHARACTER})
   OR EXISTS (SELECT 1 FROM "RegisteredBib" longer
              WHERE longer."activityId" = ${activityId}
                AND reverse(longer.bib) COLLATE "C" > reverse(${bib})
                AND reverse(longer.bib) COLLATE "C" < reverse(${bib}) || ${AFTER_ANY_BIB_CHARACTER}))`;

/** A photo's readings sorted by the activity's list: published (some vouched for by the list alone) or held. */
export interface SortedReadings<Reading> {
  publish: (Reading & { listVouched: boolean })[];
  hold: Reading[];
}

/**
 * Sorts readings by the activity's list (null while it has none: every whole reading is published).
 * With a list only registered bibs are published and the others held for review. A reading that
 * looks cut (decision 093) is published only when the list registers it and no longer registered
 * bib starts or ends with it (`isPartOfLongerBib`): a runner whose number it could be part of is in the
 * race, so it is dropped, as it is without a list.
 */
export function sortReadings<Reading extends { bib: string; looksCut: boolean }>(
  readings: readonly Reading[],
  list: { registered: ReadonlySet<string>; partOfLonger: ReadonlySet<string> } | null,
): SortedReadings<Reading> {
  if (!list)
    return { publish: readings.filter((r) => !r.looksCut).map((r) => ({ ...r, listVouched: false })), hold: [] };
  const publishable = (r: Reading) => list.registered.has(r.bib) && !(r.looksCut && list.partOfLonger.has(r.bib));
  return {
    publish: readings.filter(publishable).map((r) => ({ ...r, listVouched: r.looksCut })),
    hold: readings.filter((r) => !r.looksCut && !list.registered.has(r.bib)),
  };
}

/** A photo's readings sorted by the activity's list as committed, inside the transaction that stores them. */
export async function splitByRegisteredBibs<Reading extends { bib: string; looksCut: boolean }>(
  tx: Prisma.TransactionClient,
  activityId: number,
  readings: readonly Reading[],
): Promise<SortedReadings<Reading>> {
  if (readings.length === 0) return { publish: [], hold: [] };
  await lockRegisteredList(tx, activityId, 'share');
  const bibs = readings.map((reading) => reading.bib);
  const cut = readings.filter((reading) => reading.looksCut).map((reading) => reading.bib);
  const [{ listed, registered, longer }] = await tx.$queryRaw<
    [{ listed: boolean; registered: string[]; longer: string[] }]
  >`
    SELECT EXISTS (SELECT 1 FROM "RegisteredBibList" WHERE "activityId" = ${activityId}) AS listed,
           ARRAY(SELECT bib FROM "RegisteredBib"
                 WHERE "activityId" = ${activityId} AND bib = ANY(${bibs}::text[]))::text[] AS registered,
           ARRAY(SELECT c FROM unnest(${cut}::text[]) c
                 WHERE ${partOfLongerRegisteredBib(activityId, Prisma.raw('c'))})::text[] AS longer`;
  return sortReadings(readings, listed ? { registered: new Set(registered), partOfLonger: new Set(longer) } : null);
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
