import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { translate, type Culture } from '../../lib/i18n.ts';
import { bibFormatOf, BibSource, type BibFormat } from '../../shared/domain/bib.ts';
import { countFrom, page, type Paging } from '../../shared/paging.ts';
import { lockRegisteredList, partOfLongerRegisteredBib } from '../../shared/registered-bibs.ts';
import { editableActivity, getAdminActivity } from './admin-activities.ts';
import { REGISTERED_LIST_LIMITS, type RegisteredList, type RowProblemCode } from './registered-bib-rows.ts';
import { parseRegisteredBibs } from './registered-bibs-csv.ts';
import type { ImportResult, RegisteredBibsView } from './registered-bibs-schemas.ts';

// An activity's registered bibs in the back office (decision 067): importing a list replaces the
// one before it, whole or not at all, and re-sorts the readings already stored against it.

/** Rows inserted per statement: a few MB of parameters at most. */
const INSERT_CHUNK = 50_000;
/** Replacing a 200 000-bib list and re-sorting a large activity's readings takes seconds, not Prisma's default 5. */
const REPLACE_TIMEOUT_MS = 5 * 60_000;

type Tx = Prisma.TransactionClient;

/**
 * Publishes held readings the list now registers (all of them when the activity has no list any
 * more) and holds published OCR readings it does not; a reading the old list alone vouched for
 * (decision 093) is judged by the new one and dropped when it fails. Face links follow their OCR
 * tags. Typed tags are never touched: a person vouched for them.
 */
async function sortStoredReadings(tx: Tx, activityId: number, listed: boolean) {
  await tx.$executeRaw`
    DELETE FROM "BibTag" t
    WHERE t."activityId" = ${activityId} AND t.source = ${BibSource.ocr} AND t."listVouched"
      AND NOT (${listed}
               AND EXISTS (SELECT 1 FROM "RegisteredBib" r WHERE r."activityId" = t."activityId" AND r.bib = t.bib)
               AND NOT ${partOfLongerRegisteredBib(Prisma.raw('t."activityId"'), Prisma.raw('t.bib'))})`;
  await tx.$executeRaw`
    WITH published AS (
      DELETE FROM "HeldBibReading" h
      WHERE h."activityId" = ${activityId}
        AND (NOT ${listed} OR EXISTS (SELECT 1 FROM "RegisteredBib" r WHERE r."activityId" = h."activityId" AND r.bib = h.bib))
      RETURNING "photoId", "activityId", bib, confidence, "boxX", "boxY", "boxWidth", "boxHeight")
    INSERT INTO "BibTag" ("photoId", "activityId", bib, source, confidence, "boxX", "boxY", "boxWidth", "boxHeight")
    SELECT "photoId", "activityId", bib, ${BibSource.ocr}, confidence, "boxX", "boxY", "boxWidth", "boxHeight" FROM published
    ON CONFLICT ("photoId", bib, source) DO NOTHING`;
  if (listed)
    await tx.$executeRaw`
      WITH held AS (
        DELETE FROM "BibTag" t
        WHERE t."activityId" = ${activityId} AND t.source = ${BibSource.ocr}
          AND NOT EXISTS (SELECT 1 FROM "RegisteredBib" r WHERE r."activityId" = t."activityId" AND r.bib = t.bib)
        RETURNING "photoId", "activityId", bib, confidence, "boxX", "boxY", "boxWidth", "boxHeight")
      INSERT INTO "HeldBibReading" ("photoId", "activityId", bib, confidence, "boxX", "boxY", "boxWidth", "boxHeight")
      SELECT "photoId", "activityId", bib, confidence, "boxX", "boxY", "boxWidth", "boxHeight" FROM held
      WHERE NOT EXISTS (SELECT 1 FROM "BibTag" o WHERE o."photoId" = held."photoId" AND o.bib = held.bib AND o.source <> ${BibSource.ocr})
      ON CONFLICT ("photoId", bib) DO NOTHING`;
  await tx.$executeRaw`
    DELETE FROM "FaceBibLink" l WHERE l."activityId" = ${activityId}
      AND NOT EXISTS (SELECT 1 FROM "BibTag" t WHERE t."photoId" = l."photoId" AND t.bib = l.bib AND t.source = ${BibSource.ocr})`;
}

async function replaceList(
  app: FastifyInstance,
  activityId: number,
  list: RegisteredList,
  fileName: string,
  actorId: number,
) {
  const summary = {
    bibCount: list.bibs.length,
    namedCount: list.nameKeys.filter((key) => key !== null).length,
    format: bibFormatOf(list.bibs) as unknown as Prisma.InputJsonValue,
    fileName: fileName.slice(0, 255),
    importedById: actorId,
    importedAt: new Date(),
  };
  await app.db.$transaction(
    async (tx) => {
      await lockRegisteredList(tx, activityId, 'replace');
      await tx.$executeRaw`DELETE FROM "RegisteredBib" WHERE "activityId" = ${activityId}`;
      for (let start = 0; start < list.bibs.length; start += INSERT_CHUNK) {
        const chunk = <T>(column: T[]) => column.slice(start, start + INSERT_CHUNK);
        await tx.$executeRaw`
          INSERT INTO "RegisteredBib" ("activityId", bib, name, "nameKey", category)
          SELECT ${activityId}, * FROM unnest(${chunk(list.bibs)}::text[], ${chunk(list.names)}::text[],
                                              ${chunk(list.nameKeys)}::text[], ${chunk(list.categories)}::text[])`;
      }
      await tx.registeredBibList.upsert({ where: { activityId }, create: { activityId, ...summary }, update: summary });
      // Statistics that know only the other races' lists make the planner expect a row or two for
      // this activity and walk its whole list for each reading judged (minutes for 200 000 runners).
      await tx.$executeRaw`ANALYZE "RegisteredBib"`;
      await sortStoredReadings(tx, activityId, true);
    },
    { timeout: REPLACE_TIMEOUT_MS },
  );
}

/** The one CSV file of the request, streamed; over the size limit is a 413. */
async function csvFile(request: FastifyRequest): Promise<MultipartFile> {
  const file = await request
    .file({ limits: { fileSize: REGISTERED_LIST_LIMITS.maxBytes, files: 1 } })
    .catch((error: { code?: string }) => {
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('upload.fileMissing');
      throw error;
    });
  if (!file) throw badRequest('upload.fileMissing');
  return file;
}

/** A bad row's message in the caller's language (every code has one in both: i18n-catalogue test). */
export const problemMessage = (culture: Culture, code: RowProblemCode, params: Record<string, string | number>) =>
  translate(culture, `registeredBibs.row.${code}`, params);

const tooLarge = () =>
  new AppError('PayloadTooLarge', 'upload.tooLarge', { limit: REGISTERED_LIST_LIMITS.maxBytes / 1024 / 1024 });

/**
 * Reads the uploaded CSV and, when every row is good, replaces the activity's list with it. A file
 * with any bad row imports nothing and answers each bad row (the first hundred) in the caller's
 * language.
 */
export async function importRegisteredBibs(
  app: FastifyInstance,
  request: FastifyRequest,
  activityId: number,
  actorId: number,
): Promise<Static<typeof ImportResult>> {
  await editableActivity(app, activityId);
  const file = await csvFile(request);
  const parsed = await parseRegisteredBibs(file.file);
  if (file.file.truncated) throw tooLarge();
  if (!parsed.ok) {
    return {
      imported: false,
      problemCount: parsed.problemCount,
      problems: parsed.problems.map(({ row, code, params }) => ({
        row,
        code,
        message: problemMessage(request.culture, code, params),
      })),
      list: await registeredListView(app, activityId),
    };
  }
  await replaceList(app, activityId, parsed.list, file.filename, actorId);
  return { imported: true, problemCount: 0, problems: [], list: await registeredListView(app, activityId) };
}

/** Removes the activity's list: every reading held for being outside it is published. */
export async function deleteRegisteredBibs(app: FastifyInstance, activityId: number) {
  await editableActivity(app, activityId);
  await app.db.$transaction(
    async (tx) => {
      await lockRegisteredList(tx, activityId, 'replace');
      await tx.$executeRaw`DELETE FROM "RegisteredBib" WHERE "activityId" = ${activityId}`;
      await tx.registeredBibList.deleteMany({ where: { activityId } });
      await sortStoredReadings(tx, activityId, false);
    },
    { timeout: REPLACE_TIMEOUT_MS },
  );
}

async function registeredListView(app: FastifyInstance, activityId: number) {
  const list = await app.db.registeredBibList.findUnique({
    where: { activityId },
    include: { importedBy: { select: { displayName: true } } },
  });
  return (
    list && {
      bibCount: list.bibCount,
      namedCount: list.namedCount,
      fileName: list.fileName,
      importedAt: list.importedAt.toISOString(),
      importedBy: list.importedBy?.displayName ?? null,
      format: list.format as unknown as BibFormat,
    }
  );
}

/** The activity's list (null without one), its readings waiting for review and a page of its bibs. */
export async function getRegisteredBibs(
  app: FastifyInstance,
  query: Paging & { id: number; keyword?: string },
): Promise<Static<typeof RegisteredBibsView>> {
  await getAdminActivity(app, query.id);
  const keyword = query.keyword?.trim();
  // The start of a bib, or a part of a name; compared as text, so % and _ are only characters.
  const matching = keyword
    ? Prisma.sql`AND (left(bib, ${keyword.length}) = ${keyword.toUpperCase()}
                      OR strpos(lower(name), ${keyword.toLowerCase()}) > 0)`
    : Prisma.empty;
  const from = Prisma.sql`"RegisteredBib" WHERE "activityId" = ${query.id} ${matching}`;
  const [list, heldCount, bibs] = await Promise.all([
    registeredListView(app, query.id),
    app.db.heldBibReading.count({ where: { activityId: query.id } }),
    page(
      {
        count: () => countFrom(app.db, from),
        // Shorter first: 999 before 1000, as the bibs are numbered.
        rows: ({ skip, take }) =>
          app.db.$queryRaw<{ bib: string; name: string | null; category: string | null }[]>`
            SELECT bib, name, category FROM ${from} ORDER BY length(bib), bib OFFSET ${skip} LIMIT ${take}`,
      },
      query,
    ),
  ]);
  return { list, heldCount, ...bibs };
}
