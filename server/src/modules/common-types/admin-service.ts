import type { FastifyInstance } from 'fastify';
import type { CommonType } from '../../generated/prisma/client.ts';
import { COMMON_TYPE_EVENT_TYPE, COMMON_TYPE_ROOT_ID } from '../../shared/domain/common-types.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { page, type Paging } from '../../shared/paging.ts';

// The back office's regions, cities (typeT 30: the root 全臺 → regions → cities) and race types
// (typeT 40, flat). Rows are never re-parented: a city stays in its region, a region a region.

export function adminCommonTypeView(row: CommonType) {
  return {
    id: row.id,
    sgL_Title: row.title,
    sgL_TitleEn: row.titleEn,
    sgL_TypeT: row.typeT,
    sgL_ParentID: row.parentId,
    sort: row.sort,
    isShow: row.isShow,
  };
}

export async function listAdminCommonTypes(
  app: FastifyInstance,
  query: Paging & { SGL_TypeT: number; SGL_ParentID?: number },
) {
  const where = {
    typeT: query.SGL_TypeT,
    // The root is the tree's anchor, not a row to edit.
    id: { not: COMMON_TYPE_ROOT_ID },
    ...(query.SGL_ParentID !== undefined && { parentId: query.SGL_ParentID }),
  };
  const rows = await page(app.db.commonType, query, {
    where,
    orderBy: [{ parentId: { sort: 'asc', nulls: 'first' } }, { sort: 'asc' }, { id: 'asc' }],
  });
  return { ...rows, items: rows.items.map(adminCommonTypeView) };
}

async function editableRow(app: FastifyInstance, id: number) {
  const row = await app.db.commonType.findUnique({ where: { id } });
  if (!row || row.id === COMMON_TYPE_ROOT_ID) throw notFound('commonType.notFound');
  return row;
}

export async function getAdminCommonType(app: FastifyInstance, id: number) {
  return adminCommonTypeView(await editableRow(app, id));
}

/** Type 30 takes the root (a region) or a region (a city); type 40 takes no parent. */
async function checkedParent(app: FastifyInstance, typeT: number, parentId: number | null | undefined) {
  if (typeT === COMMON_TYPE_EVENT_TYPE) {
    if (parentId) throw badRequest('commonType.badParent');
    return null;
  }
  const parent = parentId ?? COMMON_TYPE_ROOT_ID;
  if (parent === COMMON_TYPE_ROOT_ID) return parent;
  const region = await app.db.commonType.findUnique({ where: { id: parent } });
  if (region?.typeT !== typeT || region.parentId !== COMMON_TYPE_ROOT_ID) throw badRequest('commonType.badParent');
  return parent;
}

export async function createCommonType(
  app: FastifyInstance,
  input: { sgL_TypeT: number; sgL_ParentID?: number | null; sgL_Title: string; sgL_TitleEn: string; isShow?: boolean },
) {
  const parentId = await checkedParent(app, input.sgL_TypeT, input.sgL_ParentID);
  const last = await app.db.commonType.aggregate({ where: { typeT: input.sgL_TypeT, parentId }, _max: { sort: true } });
  const row = await app.db.commonType.create({
    data: {
      typeT: input.sgL_TypeT,
      parentId,
      title: input.sgL_Title.trim(),
      titleEn: input.sgL_TitleEn.trim(),
      isShow: input.isShow ?? true,
      sort: (last._max.sort ?? 0) + 1,
    },
  });
  return adminCommonTypeView(row);
}

export async function updateCommonType(
  app: FastifyInstance,
  input: { id: number; sgL_Title: string; sgL_TitleEn: string; isShow?: boolean },
) {
  await editableRow(app, input.id);
  const row = await app.db.commonType.update({
    where: { id: input.id },
    data: {
      title: input.sgL_Title.trim(),
      titleEn: input.sgL_TitleEn.trim(),
      ...(input.isShow !== undefined && { isShow: input.isShow }),
    },
  });
  return adminCommonTypeView(row);
}

/** Refused while a race or an activity names it, or (a region) while cities sit under it. */
export async function deleteCommonType(app: FastifyInstance, id: number) {
  await editableRow(app, id);
  const used = { OR: [{ cityId: id }, { typeId: id }] };
  const [events, activities, children] = await Promise.all([
    app.db.event.count({ where: used }),
    app.db.activity.count({ where: used }),
    app.db.commonType.count({ where: { parentId: id } }),
  ]);
  if (children > 0) throw badRequest('commonType.hasChildren', { count: children });
  if (events + activities > 0) throw badRequest('commonType.inUse', { events, activities });
  await app.db.commonType.delete({ where: { id } });
}

/** Sorts siblings (one parent, one type) in the given order. */
export async function reorderCommonTypes(app: FastifyInstance, ids: readonly number[]) {
  const rows = await app.db.commonType.findMany({ where: { id: { in: [...ids] } } });
  const [first] = rows;
  const siblings =
    first !== undefined &&
    rows.length === ids.length &&
    !ids.includes(COMMON_TYPE_ROOT_ID) &&
    rows.every((row) => row.typeT === first.typeT && row.parentId === first.parentId);
  if (!siblings) throw badRequest('commonType.notSiblings');
  await app.db.$transaction(
    ids.map((id, index) => app.db.commonType.update({ where: { id }, data: { sort: index + 1 } })),
  );
}
