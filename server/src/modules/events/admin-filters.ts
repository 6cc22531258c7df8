import type { FastifyInstance } from 'fastify';
import {
  COMMON_TYPE_EVENT_TYPE,
  COMMON_TYPE_REGION_CITY,
  COMMON_TYPE_ROOT_ID,
} from '../../shared/domain/common-types.ts';
import { badRequest } from '../../lib/errors.ts';
import { normaliseKeyword } from './service.ts';

// What races and activities share in the back office: their list filters and their place checks.

export interface AdminListFilter {
  keyword?: string;
  sgL_ActivityDate?: string[];
  isVisible?: boolean;
}

export const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
export const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Prisma where of a list: title (either language, 台 = 臺), a date range on `dateField`, visibility. */
export function adminListWhere<Field extends string>(filter: AdminListFilter, dateField: Field) {
  const keyword = filter.keyword?.trim() ? normaliseKeyword(filter.keyword) : undefined;
  // Titles are stored as typed: look for the official and the common form of 臺 alike.
  const spellings = keyword ? [...new Set([keyword, keyword.replaceAll('臺', '台')])] : [];
  const [from, to] = filter.sgL_ActivityDate ?? [];
  return {
    ...(keyword && {
      OR: spellings.flatMap((text) => [
        { title: { contains: text, mode: 'insensitive' as const } },
        { titleEn: { contains: text, mode: 'insensitive' as const } },
      ]),
    }),
    ...(from && to && { [dateField]: { gte: asDate(from), lte: asDate(to) } }),
    ...(filter.isVisible !== undefined && { isVisible: filter.isVisible }),
  };
}

/** A race's or activity's city must be a region or city row, its type a race type. */
export async function checkPlace(app: FastifyInstance, input: { cityId?: number | null; typeId?: number | null }) {
  const ids = [input.cityId, input.typeId].filter((id): id is number => typeof id === 'number');
  const rows = await app.db.commonType.findMany({ where: { id: { in: ids } }, select: { id: true, typeT: true } });
  const typeOf = new Map(rows.map((row) => [row.id, row.typeT]));
  if (input.cityId && (input.cityId === COMMON_TYPE_ROOT_ID || typeOf.get(input.cityId) !== COMMON_TYPE_REGION_CITY))
    throw badRequest('event.unknownCity');
  if (input.typeId && typeOf.get(input.typeId) !== COMMON_TYPE_EVENT_TYPE) throw badRequest('event.unknownType');
}

/** Optional text as stored: trimmed, and empty meaning none. */
export const optionalText = (text: string | null | undefined) => text?.trim() || null;
