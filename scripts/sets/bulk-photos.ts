import pg from 'pg';
import type { Database } from '../../server/src/shared/database.ts';

// One activity the size of a real marathon (hundreds of thousands of published photos with bib
// tags) inserted set-wise with generate_series, for benchmarks and load tests. Keys point at no
// stored file: the rows exercise queries, not images.

export interface BulkActivityOptions {
  photos: number;
  photographers: number;
  /** Bib tags per photo: the first may be typed by the photographer, the rest read by OCR. */
  bibsPerPhoto: number;
  /** Runners whose bibs appear (bibs 1..runners); by default one per 20 photos. */
  runners?: number;
  /** Same seed, same bibs on the same photo positions. */
  seed: number;
  title?: string;
  activityDate?: string;
}

export interface BulkActivity {
  activityId: number;
  albumIds: number[];
  photographerIds: number[];
  runners: number;
}

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

// A race's photos are taken over about five hours.
const RACE_MILLISECONDS = 5 * 3600 * 1000;

/** A deterministic pseudo-random integer in [0, 2^31) from SQL text expressions. */
const hashSql = (...parts: string[]) =>
  `((('x' || substr(md5(concat_ws(':', ${parts.join(', ')})), 1, 8))::bit(32)::int) & 2147483647)`;

export async function insertBulkActivity(
  target: Database | string,
  options: BulkActivityOptions,
): Promise<BulkActivity> {
  if (typeof target !== 'string')
    return insertWith((sql, params = []) => target.$queryRawUnsafe(sql, ...params), options);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await insertWith(async (sql, params) => (await client.query(sql, params)).rows, options);
  } finally {
    await client.end();
  }
}

async function insertWith(query: Query, options: BulkActivityOptions): Promise<BulkActivity> {
  const { photos, photographers, bibsPerPhoto, seed } = options;
  const runners = options.runners ?? Math.max(1, Math.round(photos / 20));
  const activityDate = options.activityDate ?? new Date().toISOString().slice(0, 10);

  // '!' is no argon2 hash, so these accounts can never log in. Re-runs with a seed reuse them.
  const users = await query<{ id: number }>(
    `INSERT INTO "User" (email, "passwordHash", "displayName", "photographerAuth", "updatedAt")
     SELECT format('bulk-%s-%s@demo.invalid', $1::int, g), '!', format('壓測攝影師 %s', g), true, now()
     FROM generate_series(1, $2::int) g
     ON CONFLICT (email) DO UPDATE SET "photographerAuth" = true
     RETURNING id`,
    [seed, photographers],
  );
  const photographerIds = users.map((u) => u.id);

  const [activity] = await query<{ id: number }>(
    `INSERT INTO "Activity" (title, "titleEn", "activityDate", "photoCount", "photographerCount", "updatedAt")
     VALUES ($1, $2, $3::date, $4, $5, now()) RETURNING id`,
    [options.title ?? `壓測活動 ${seed}`, `Load test ${seed}`, activityDate, photos, photographers],
  );
  const activityId = activity!.id;

  const albums = await query<{ id: number }>(
    `INSERT INTO "Album" ("activityId", "photographerId", name, "shootDate", "defaultPrice", "photoCount", "updatedAt")
     SELECT $1, t.pid, format('相簿 %s', t.n), $3::date, 169, 0, now()
     FROM unnest($2::int[]) WITH ORDINALITY AS t(pid, n) ORDER BY t.n
     RETURNING id`,
    [activityId, photographerIds, activityDate],
  );
  const albumIds = albums.map((a) => a.id);

  // Photo g goes to album g mod P; each album's photos are evenly spaced over the race.
  const perAlbum = Math.ceil(photos / photographers);
  const stepMs = Math.max(1, Math.floor(RACE_MILLISECONDS / perAlbum));
  await query(
    `INSERT INTO "Photo" ("albumId", "activityId", "photographerId", "originalKey", "previewKey", "thumbnailKey",
                          "fileName", "fileSize", "contentHash", width, height, "takenAt", price, status, "updatedAt")
     SELECT ($2::int[])[1 + (g - 1) % $4], $1, ($3::int[])[1 + (g - 1) % $4],
            format('bulk/%s/originals/%s.jpg', $5::int, g), format('bulk/%s/previews/%s.jpg', $5::int, g),
            format('bulk/%s/thumbnails/%s.jpg', $5::int, g), format('IMG_%s.JPG', g), 8000000,
            md5(concat_ws(':', $5::int, g)) || md5(concat_ws(':', g, $5::int)), 6000, 4000,
            $7::date + time '07:00' + ((g - 1) / $4) * $8 * interval '1 millisecond', 169, 'ready', now()
     FROM generate_series(1, $6::int) g`,
    [activityId, albumIds, photographerIds, photographers, seed, photos, activityDate, stepMs],
  );

  // Hashing the content hash (made from seed and position) keeps bibs reproducible across runs.
  const tagHash = hashSql('p."contentHash"', 'k');
  await query(
    `INSERT INTO "BibTag" ("photoId", "activityId", bib, source, confidence)
     SELECT p.id, p."activityId", (1 + h % $2)::text,
            CASE WHEN k = 1 AND h % 5 = 0 THEN 'photographer' ELSE 'ocr' END,
            CASE WHEN k = 1 AND h % 5 = 0 THEN 1 ELSE 0.3 + (h / 7 % 70) / 100.0 END
     FROM "Photo" p CROSS JOIN generate_series(1, $3::int) k
     CROSS JOIN LATERAL (SELECT ${tagHash} AS h) hashed
     WHERE p."activityId" = $1
     ON CONFLICT DO NOTHING`,
    [activityId, runners, bibsPerPhoto],
  );

  await query(
    `UPDATE "Album" al SET "photoCount" = c.n
     FROM (SELECT "albumId", count(*)::int AS n FROM "Photo" WHERE "activityId" = $1 GROUP BY "albumId") c
     WHERE al.id = c."albumId"`,
    [activityId],
  );
  return { activityId, albumIds, photographerIds, runners };
}
