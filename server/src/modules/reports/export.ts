import type { FastifyInstance } from 'fastify';
import type { Culture } from '../../lib/i18n.ts';
import { figuresCsv } from './csv.ts';
import type { Granularity } from './schemas.ts';
import { reportByActivity, reportByPhotographer, reportSummary, type ReportQuery } from './service.ts';

// AdminReport/ExportCsv: what the page shows, as a file.

/** Rows of a breakdown exported at most (more activities than this in a range are not expected). */
export const MAX_EXPORT_ROWS = 10_000;

type ExportQuery = ReportQuery & { granularity: Granularity; by: 'period' | 'activity' | 'photographer' };

export async function reportCsv(app: FastifyInstance, culture: Culture, query: ExportQuery) {
  const fileName = `report-${query.by}-${query.from}-${query.to}.csv`;
  const all = { ...query, sort: 'revenue' as const, SkipCount: 0, MaxResultCount: MAX_EXPORT_ROWS };
  if (query.by === 'activity') {
    const { items } = await reportByActivity(app, culture, all);
    const labels = [
      { 'zh-TW': '活動編號', en: 'Activity ID', value: (row: (typeof items)[number]) => row.activityId },
      { 'zh-TW': '活動', en: 'Activity', value: (row: (typeof items)[number]) => row.title },
    ];
    return { fileName, content: figuresCsv(culture, labels, items) };
  }
  if (query.by === 'photographer') {
    const { items } = await reportByPhotographer(app, all);
    const labels = [
      { 'zh-TW': '攝影師編號', en: 'Photographer ID', value: (row: (typeof items)[number]) => row.photographerId },
      { 'zh-TW': '攝影師', en: 'Photographer', value: (row: (typeof items)[number]) => row.displayName },
    ];
    return { fileName, content: figuresCsv(culture, labels, items) };
  }
  const { series, totals } = await reportSummary(app, query);
  const total = culture === 'en' ? 'Total' : '合計';
  const rows = [...series, { ...totals, period: total }];
  const labels = [{ 'zh-TW': '期間', en: 'Period', value: (row: (typeof rows)[number]) => row.period }];
  return { fileName, content: figuresCsv(culture, labels, rows) };
}
