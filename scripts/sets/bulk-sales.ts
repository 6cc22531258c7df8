import type { Database } from '../../server/src/shared/database.ts';

// Paid order items in bulk, straight in SQL, for the money reports' benchmark: many activities and
// photographers, orders spread over a year, a few items refunded and a few orders wholly refunded.

export interface BulkSalesOptions {
  /** Orders; each buys ITEMS_PER_ORDER photos of one album. */
  orders: number;
  activities: number;
  photographers: number;
  buyers: number;
  /** Paid times spread evenly over the year before this instant. */
  until: Date;
}

export const ITEMS_PER_ORDER = 3;
const ALBUMS_PER_ACTIVITY = 3;
const PHOTOS_PER_ALBUM = 20;

export function insertBulkSales(db: Database, options: BulkSalesOptions) {
  // One transaction: the numbered helper tables are temporary, seen by their own connection only.
  return db.$transaction((tx) => insertIn(tx, options), { timeout: 3_600_000, maxWait: 60_000 });
}

type Tx = Parameters<Parameters<Database['$transaction']>[0]>[0];

async function insertIn(tx: Tx, options: BulkSalesOptions) {
  const run = Date.now().toString(36);
  const sql = (text: string, ...params: unknown[]) => tx.$executeRawUnsafe(text, ...params);
  await sql(
    `INSERT INTO "User" (email, "passwordHash", "displayName", "photographerAuth", "updatedAt")
     SELECT format('sales-%s-%s@demo.invalid', $1::text, g), '!', format('報表攝影師 %s', g), g <= $2::int, now()
     FROM generate_series(1, $2::int + $3::int) g`,
    run,
    options.photographers,
    options.buyers,
  );
  await sql(
    `INSERT INTO "Activity" (title, "activityDate", "photoCount", "photographerCount", "updatedAt")
     SELECT format('報表活動 %s', g), ($1::timestamp - interval '1 year')::date + g % 365, ${ALBUMS_PER_ACTIVITY * PHOTOS_PER_ALBUM}, ${ALBUMS_PER_ACTIVITY}, now()
     FROM generate_series(1, $2::int) g`,
    options.until,
    options.activities,
  );
  // Numbered helper tables keep the order → album → photo arithmetic simple.
  await sql(`
    CREATE TEMP TABLE bench_photographer AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM "User" WHERE email LIKE 'sales-${run}-%' AND "photographerAuth"`);
  await sql(`
    CREATE TEMP TABLE bench_buyer AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM "User" WHERE email LIKE 'sales-${run}-%' AND NOT "photographerAuth"`);
  await sql(`
    CREATE TEMP TABLE bench_activity AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM "Activity" WHERE title LIKE '報表活動 %' ORDER BY id DESC LIMIT ${options.activities}`);
  await sql(`
    INSERT INTO "Album" ("activityId", "photographerId", name, "shootDate", "defaultPrice", "photoCount", "updatedAt")
    SELECT a.id, p.id, format('相簿 %s', k), now(), 150, ${PHOTOS_PER_ALBUM}, now()
    FROM bench_activity a CROSS JOIN generate_series(0, ${ALBUMS_PER_ACTIVITY - 1}) k
    JOIN bench_photographer p ON p.n = (a.n * ${ALBUMS_PER_ACTIVITY} + k) % ${options.photographers}`);
  await sql(`
    CREATE TEMP TABLE bench_album AS
      SELECT row_number() OVER (ORDER BY al.id) - 1 AS n, al.id, al."activityId", al."photographerId"
      FROM "Album" al JOIN bench_activity a ON a.id = al."activityId"`);
  await sql(`
    INSERT INTO "Photo" ("albumId", "activityId", "photographerId", "originalKey", "previewKey", "thumbnailKey",
                         "fileName", "fileSize", "contentHash", width, height, "takenAt", price, status, "updatedAt")
    SELECT al.id, al."activityId", al."photographerId", format('sales/%s/%s', al.id, k), format('sales/%s/%s', al.id, k),
           format('sales/%s/%s', al.id, k), format('IMG_%s.JPG', k), 8000000, md5(al.id || ':' || k) || md5(k || ':' || al.id),
           6000, 4000, now(), 100 + 50 * (k % 4), 'ready', now()
    FROM bench_album al CROSS JOIN generate_series(0, ${PHOTOS_PER_ALBUM - 1}) k`);
  await sql(`
    CREATE TEMP TABLE bench_photo AS
      SELECT p.id, p."albumId", p.price, row_number() OVER (PARTITION BY p."albumId" ORDER BY p.id) - 1 AS k
      FROM "Photo" p JOIN bench_album al ON al.id = p."albumId"`);
  await sql(`
    CREATE INDEX ON bench_photo ("albumId", k)`);
  const albums = options.activities * ALBUMS_PER_ACTIVITY;
  // One in two hundred orders wholly refunded; one in fifty orders has its first item refunded.
  await sql(
    `INSERT INTO "Order" ("merchantTradeNo", "userId", status, "totalAmount", "itemCount", "choosePayment", "paymentType",
                          "expiresAt", "paidAt", "refundedAt", "createdAt", "updatedAt")
     SELECT format('S%s%s', $4::text, lpad(g::text, 12, '0')), b.id, CASE WHEN g % 200 = 0 THEN 'refunded' ELSE 'paid' END,
            0, ${ITEMS_PER_ORDER}, 'Credit', 'Credit_CreditCard', t.paid + interval '30 minutes', t.paid,
            CASE WHEN g % 200 = 0 THEN t.paid + interval '2 days' END, t.paid, now()
     FROM generate_series(1, $2::int) g
     -- A different second of the year for every order (7919 is prime to the year's seconds).
     CROSS JOIN LATERAL (SELECT $1::timestamp - (g::bigint * 7919 % 31536000) * interval '1 second' AS paid) t
     JOIN bench_buyer b ON b.n = g % $3`,
    options.until,
    options.orders,
    options.buyers,
    run.slice(-7),
  );
  await sql(
    `INSERT INTO "OrderItem" ("orderId", "photoId", "activityId", "albumId", "photographerId", price, "platformFee",
                              "photographerShare", "settlementStatus", "refundedAt")
     SELECT o.id, p.id, al."activityId", al.id, al."photographerId", p.price, p.price / 5, p.price - p.price / 5,
            'unsettled', CASE WHEN o.status = 'refunded' OR (o.n % 50 = 0 AND i = 0) THEN o."paidAt" + interval '1 day' END
     FROM (SELECT id, status, "paidAt", substr("merchantTradeNo", 9)::int AS n FROM "Order" WHERE "merchantTradeNo" LIKE $1) o
     CROSS JOIN generate_series(0, ${ITEMS_PER_ORDER - 1}) i
     JOIN bench_album al ON al.n = o.n % ${albums}
     JOIN bench_photo p ON p."albumId" = al.id AND p.k = (o.n / ${albums} + i) % ${PHOTOS_PER_ALBUM}`,
    `S${run.slice(-7)}%`,
  );
  await sql(
    `UPDATE "Order" o SET "totalAmount" = s.total
     FROM (SELECT "orderId", sum(price)::int AS total FROM "OrderItem" GROUP BY "orderId") s
     WHERE s."orderId" = o.id AND o."merchantTradeNo" LIKE $1`,
    `S${run.slice(-7)}%`,
  );
  // The ledger as payments and refunds write it: a sale credit per item, a reversal per refunded one.
  await sql(
    `INSERT INTO "LedgerEntry" ("photographerId", kind, amount, "orderItemId", "createdAt")
     SELECT oi."photographerId", e.kind, CASE e.kind WHEN 'sale' THEN oi."photographerShare" ELSE -oi."photographerShare" END,
            oi.id, CASE e.kind WHEN 'sale' THEN o."paidAt" ELSE oi."refundedAt" END
     FROM "OrderItem" oi JOIN "Order" o ON o.id = oi."orderId"
     CROSS JOIN (VALUES ('sale'), ('reversal')) e(kind)
     WHERE o."merchantTradeNo" LIKE $1 AND (e.kind = 'sale' OR oi."refundedAt" IS NOT NULL)`,
    `S${run.slice(-7)}%`,
  );
  await sql('DROP TABLE bench_photographer, bench_buyer, bench_activity, bench_album, bench_photo');
}
