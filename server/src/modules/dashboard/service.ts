import type { FastifyInstance } from 'fastify';
import { photoQueueState } from '../../jobs/photo-queue.ts';
import { PERMISSIONS, type PermissionName } from '../../shared/domain/permissions.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { SOLD_ITEMS, SoldFigure } from '../../shared/money/sold-figures.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;
// Taiwan keeps UTC+8 all year (no daylight saving), so a Taipei day is a fixed UTC range.
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** The Taipei calendar day of a moment, YYYY-MM-DD. */
function taipeiDay(at: number): string {
  return new Date(at + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The 30 Taipei days ending today, oldest first, and the UTC moment the first one starts. */
function lastDays(now: number) {
  const todayStart = Math.floor((now + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
  const since = todayStart - (DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DAYS }, (_, index) => taipeiDay(since + index * DAY_MS));
  return { since: new Date(since), days };
}

interface DayCount {
  day: string;
  count: number;
}

interface DaySales extends DayCount {
  amount: number;
}

/**
 * Orders that kept a photo and their net revenue (docs/decisions/072) by the Taipei day they were
 * paid: the report's figures, so the two never disagree. Timestamps are stored as UTC without a
 * zone: adding 8 hours gives the Taipei day. Reads a range of the items' paid-time index.
 */
async function paidOrdersByDay(app: FastifyInstance, since: Date) {
  return app.db.$queryRaw<DaySales[]>`
    WITH per_order AS (
      SELECT to_char(oi."paidAt" + interval '8 hours', 'YYYY-MM-DD') AS day,
             ${SoldFigure.photosSold} AS kept, ${SoldFigure.net} AS amount
      FROM "OrderItem" oi
      WHERE ${SOLD_ITEMS} AND oi."paidAt" >= ${since}
      GROUP BY 1, oi."orderId"
    )
    SELECT day, (count(*) FILTER (WHERE kept > 0))::int AS count, sum(amount)::int AS amount
    FROM per_order GROUP BY day`;
}

async function uploadsByDay(app: FastifyInstance, since: Date) {
  // Index Photo(createdAt): a range scan over the period's uploads.
  return app.db.$queryRaw<DayCount[]>`
    SELECT to_char("createdAt" + interval '8 hours', 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM "Photo"
    WHERE "createdAt" >= ${since}
    GROUP BY day`;
}

async function photoStates(app: FastifyInstance) {
  // Index Photo(status, createdAt): both counts read only their status's slice of the index.
  const [row] = await app.db.$queryRaw<{ processing: number; failed: number }[]>`
    SELECT (SELECT count(*)::int FROM "Photo" WHERE status = ${PhotoStatus.processing}) AS processing,
           (SELECT count(*)::int FROM "Photo" WHERE status = ${PhotoStatus.failed}) AS failed`;
  return row!;
}

// Index PhotographerApplication(status, createdAt).
const pendingApplications = (app: FastifyInstance) =>
  app.db.photographerApplication.count({ where: { status: 'pending' } });

// Index Inquiry(status, createdAt).
const pendingInquiries = (app: FastifyInstance) => app.db.inquiry.count({ where: { status: 'pending' } });

async function processingQueue(app: FastifyInstance) {
  const { waiting, active, failed } = await photoQueueState(app.db);
  return { waiting, active, failed };
}

function sumOf<Row>(rows: readonly Row[], value: (row: Row) => number): number {
  return rows.reduce((total, row) => total + value(row), 0);
}

/** A figure's query, run only for a caller holding the permission of the page it leads to; otherwise null. */
function guarded<T>(may: (permission: PermissionName) => boolean, permission: PermissionName, query: () => Promise<T>) {
  return may(permission) ? query() : Promise.resolve(null);
}

/**
 * The dashboard's figures: one query per family of figures, run side by side. Each family is
 * answered only to roles that may open its page (a content editor sees no revenue).
 */
export async function dashboardSummary(
  app: FastifyInstance,
  may: (permission: PermissionName) => boolean,
  now = Date.now(),
) {
  const { since, days } = lastDays(now);
  const [orders, uploads, photos, applications, inquiries, queue] = await Promise.all([
    guarded(may, PERMISSIONS.Orders, () => paidOrdersByDay(app, since)),
    uploadsByDay(app, since),
    guarded(may, PERMISSIONS.AlbumsImages, () => photoStates(app)),
    guarded(may, PERMISSIONS.Applications, () => pendingApplications(app)),
    guarded(may, PERMISSIONS.Inquiries, () => pendingInquiries(app)),
    guarded(may, PERMISSIONS.AlbumsImages, () => processingQueue(app)),
  ]);
  const ordersOn = new Map(orders?.map((row) => [row.day, row]));
  const uploadsOn = new Map(uploads.map((row) => [row.day, row]));
  const sales = (day: string) => (orders ? (ordersOn.get(day) ?? { count: 0, amount: 0 }) : undefined);
  const today = taipeiDay(now);
  return {
    today: {
      paidOrders: sales(today)?.count ?? null,
      revenue: sales(today)?.amount ?? null,
      photosUploaded: uploadsOn.get(today)?.count ?? 0,
    },
    last30Days: {
      paidOrders: orders && sumOf(orders, (row) => row.count),
      revenue: orders && sumOf(orders, (row) => row.amount),
      photosUploaded: sumOf(uploads, (row) => row.count),
    },
    photos,
    pendingApplications: applications,
    pendingInquiries: inquiries,
    processingQueue: queue,
    days: days.map((date) => ({
      date,
      revenue: sales(date)?.amount ?? null,
      uploads: uploadsOn.get(date)?.count ?? 0,
    })),
  };
}
