import Type, { type TSchema } from 'typebox';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from './database.ts';
import { Int32 } from '../lib/schema-types.ts';

// Paging as in the original site: SkipCount and MaxResultCount in, { totalCount, items } out.

/** The largest page a list answers, unless the spec names more for one endpoint (PRODUCT.md). */
export const MAX_RESULT_COUNT = 1000;

export interface Paging {
  SkipCount: number;
  MaxResultCount: number;
}

/**
 * The paging fields of a list's query or body. `max` above MAX_RESULT_COUNT only where the spec
 * asks for it (the home keyword fetch's 99999, the footer's 999).
 */
export function pagingQuery({ max = MAX_RESULT_COUNT, defaultSize = 10 }: { max?: number; defaultSize?: number } = {}) {
  return {
    SkipCount: Int32({ minimum: 0, default: 0 }),
    MaxResultCount: Type.Integer({ minimum: 1, maximum: max, default: defaultSize }),
  };
}

export const PagedResult = <T extends TSchema>(item: T) =>
  Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });

export interface Page<Item> {
  totalCount: number;
  items: Item[];
}

/** Rows that are not a Prisma model's (raw SQL): how to count them all and how to read a window. */
export interface PageSource<Row> {
  count: () => Promise<number>;
  rows: (window: { skip: number; take: number }) => Promise<Row[]>;
}

/** A Prisma model delegate, e.g. `app.db.photo`. */
interface Delegate {
  count: (...args: never[]) => unknown;
  findMany: (...args: never[]) => unknown;
}

/** What page() calls a delegate with (its own types are generic per call). */
interface LooseDelegate {
  count(args: { where?: unknown }): Promise<number>;
  findMany(args: object): Promise<unknown[]>;
}

const isPageSource = (source: object): source is PageSource<unknown> =>
  typeof (source as Partial<PageSource<unknown>>).rows === 'function';

type FindManyArgs<D> = Prisma.Args<D, 'findMany'>;

/**
 * One page of a list and the count of all of it, read side by side: from a model delegate with its
 * findMany arguments (`where` is counted), or from a PageSource for raw SQL.
 */
export function page<D extends Delegate, A>(
  delegate: D,
  paging: Paging,
  args: Prisma.Exact<A, Omit<FindManyArgs<D>, 'skip' | 'take'>>,
): Promise<Page<Prisma.Result<D, A, 'findMany'>[number]>>;
export function page<Row>(source: PageSource<Row>, paging: Paging): Promise<Page<Row>>;
export async function page(
  source: Delegate | PageSource<unknown>,
  paging: Paging,
  args: { where?: unknown } = {},
): Promise<Page<unknown>> {
  const window = { skip: paging.SkipCount, take: paging.MaxResultCount };
  if (isPageSource(source)) {
    const [totalCount, items] = await Promise.all([source.count(), source.rows(window)]);
    return { totalCount, items };
  }
  const delegate = source as unknown as LooseDelegate;
  const [totalCount, items] = await Promise.all([
    delegate.count({ where: args.where }),
    delegate.findMany({ ...args, ...window }),
  ]);
  return { totalCount, items };
}

/**
 * A page read in one query whose rows each carry the total (`count(*) OVER () AS total`): one
 * round trip instead of two. Only a page past the end has no row to carry it and counts apart.
 */
export async function windowedPage<Row extends { total: number }>(
  source: PageSource<Row>,
  paging: Paging,
): Promise<Page<Row>> {
  const items = await source.rows({ skip: paging.SkipCount, take: paging.MaxResultCount });
  const totalCount = items[0]?.total ?? (paging.SkipCount > 0 ? await source.count() : 0);
  return { totalCount, items };
}

/** The count of a raw-SQL page: the rows `FROM …` yields (the tables, their joins and the WHERE). */
export async function countFrom(db: Pick<Database, '$queryRaw'>, from: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from}`;
  return row?.total ?? 0;
}
