import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { DEFAULT_CULTURE, translate, type Culture } from '../../lib/i18n.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { titleSql } from '../../shared/views/sql-fragments.ts';

// A link to a photo or an activity pasted in LINE or Facebook shows a preview card. Their
// crawlers run no JavaScript, so the server writes the card's Open Graph / Twitter tags into the
// page's HTML: the title, a description and the WATERMARKED preview (never the original).
// Every other page, and a photo or activity that is unknown or hidden, gets the site's own card.

const INT4_MAX = 2 ** 31 - 1;

/** The pages that have a card of their own (spec §2 paths), by the id in their path. */
const SHARED_PAGES = [
  { kind: 'photo', pattern: /^\/albumphotodetail\/(\d{1,10})\/?$/i, path: '/albumphotodetail' },
  { kind: 'activity', pattern: /^\/activityevent\/(\d{1,10})\/?$/i, path: '/activityevent' },
] as const;

interface ShareCard {
  title: string;
  description: string;
  /** Absolute URL of a public-bucket picture. */
  image?: string;
  url: string;
  type: 'website' | 'article';
}

interface CardRow {
  title: string;
  date: string;
  imageKey: string | null;
  detail: string | null;
  count: number;
}

/** Crawlers send no culture header: Accept-Language decides, zh-TW unless English comes first. */
export function cultureOfPage(request: FastifyRequest): Culture {
  const preferred = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => q > 0 && (tag.startsWith('zh') || tag.startsWith('en')))
    .sort((a, b) => b.q - a.q)[0];
  return preferred?.tag.startsWith('en') ? 'en' : DEFAULT_CULTURE;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One statement per card: a published photo of a visible album and activity, or a visible activity. */
function cardQuery(kind: (typeof SHARED_PAGES)[number]['kind'], culture: Culture, id: number) {
  if (kind === 'photo') {
    return Prisma.sql`
      SELECT ${titleSql(culture, 'a')} AS title, to_char(a."activityDate", 'YYYY-MM-DD') AS date,
             p."previewKey" AS "imageKey", u."displayName" AS detail, 0 AS count
      FROM "Photo" p JOIN "Album" al ON al.id = p."albumId" JOIN "Activity" a ON a.id = p."activityId"
      JOIN "User" u ON u.id = al."photographerId"
      WHERE p.id = ${id} AND p.status = ${PhotoStatus.ready} AND al."isVisible" AND a."isVisible"`;
  }
  // Without a cover of its own, an activity shows its first published photo's watermarked preview.
  return Prisma.sql`
    SELECT ${titleSql(culture, 'a')} AS title, to_char(a."activityDate", 'YYYY-MM-DD') AS date,
           coalesce(a."coverKey", (
             SELECT p."previewKey" FROM "Photo" p JOIN "Album" al ON al.id = p."albumId"
             WHERE p."activityId" = a.id AND p.status = ${PhotoStatus.ready} AND al."isVisible"
               AND p."previewKey" IS NOT NULL
             ORDER BY p."takenAt", p.id LIMIT 1)) AS "imageKey",
           NULL AS detail, a."photoCount" AS count
    FROM "Activity" a WHERE a.id = ${id} AND a."isVisible"`;
}

async function cardFor(app: FastifyInstance, culture: Culture, pathname: string): Promise<ShareCard> {
  const site = translate(culture, 'share.siteName');
  const generic: ShareCard = {
    title: site,
    description: translate(culture, 'share.siteDescription'),
    url: `${app.config.publicUrl}${pathname}`,
    type: 'website',
  };
  for (const page of SHARED_PAGES) {
    const id = Number(page.pattern.exec(pathname)?.[1]);
    if (!id || id > INT4_MAX) continue;
    const row = await app.db.$queryRaw<CardRow[]>(cardQuery(page.kind, culture, id)).then(
      ([found]) => found,
      (error: unknown) => {
        // The page itself still loads (and says what is wrong) while the database is away.
        app.log.warn({ err: error }, 'share card not read; the page gets the site card');
        return undefined;
      },
    );
    if (!row) return generic;
    const params = { activity: row.title, date: row.date, photographer: row.detail ?? '', count: Number(row.count) };
    const image = row.imageKey ? app.storage.publicUrl(row.imageKey) : undefined;
    return {
      title: translate(culture, page.kind === 'photo' ? 'share.photoTitle' : 'share.activityTitle', {
        ...params,
        site,
      }),
      description: translate(
        culture,
        page.kind === 'photo' ? 'share.photoDescription' : 'share.activityDescription',
        params,
      ),
      // The store answers /media/… unless it has a public address of its own; crawlers need an absolute URL.
      image: image?.startsWith('/') ? `${app.config.publicUrl}${image}` : image,
      url: `${app.config.publicUrl}${page.path}/${id}`,
      type: 'article',
    };
  }
  return generic;
}

function headTags(card: ShareCard, site: string, culture: Culture): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(card.title)}</title>`,
    named('description', card.description),
    property('og:site_name', site),
    property('og:locale', culture === 'en' ? 'en_US' : 'zh_TW'),
    property('og:type', card.type),
    property('og:title', card.title),
    property('og:description', card.description),
    property('og:url', card.url),
    ...(card.image ? [property('og:image', card.image)] : []),
    named('twitter:card', card.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', card.title),
    named('twitter:description', card.description),
    ...(card.image ? [named('twitter:image', card.image)] : []),
  ].join('');
}

/** Puts the page's share card in place of index.html's title and description (read once, applied to the page's HTML). */
export async function shareTagsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<(html: string) => string> {
  const culture = cultureOfPage(request);
  const card = await cardFor(app, culture, pathname);
  const tags = headTags(card, translate(culture, 'share.siteName'), culture);
  // Only the head is searched: a rendered page's markup after it runs to tens of kB.
  return (html) => {
    const headEnd = html.indexOf('</head>');
    const head = headEnd < 0 ? html : html.slice(0, headEnd);
    const tagged = head.replace(/<meta name="description"[^>]*>/i, '').replace(/<title>[^<]*<\/title>/i, () => tags);
    return tagged + html.slice(head.length);
  };
}
