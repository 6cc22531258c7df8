import { badRequest } from '../../lib/errors.ts';
import type { Granularity } from './schemas.ts';

// How far a report may reach: long enough for a few years' trends, short enough to stay quick.

const DAY_MS = 86_400_000;
/** Three years, leap day included. */
export const MAX_RANGE_DAYS = 3 * 365 + 1;
/** A day per point at most a year's worth of points. */
export const MAX_DAY_GRANULARITY_DAYS = 366;

export interface ReportRange {
  /** First instant counted: midnight in Taipei of `from`. */
  start: Date;
  /** First instant not counted: midnight in Taipei after `to`. */
  end: Date;
}

const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The instants a from–to range of Taipei days covers; refuses reversed, too long or too fine ones. */
export function reportRange(query: { from: string; to: string; granularity?: Granularity }): ReportRange {
  const start = taipeiMidnight(query.from);
  const end = new Date(taipeiMidnight(query.to).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw badRequest('report.badRange');
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw badRequest('report.badRange');
  if (days > MAX_RANGE_DAYS) throw badRequest('report.rangeTooLong', { years: 3 });
  if (query.granularity === 'day' && days > MAX_DAY_GRANULARITY_DAYS)
    throw badRequest('report.dailyRangeTooLong', { days: MAX_DAY_GRANULARITY_DAYS });
  return { start, end };
}
