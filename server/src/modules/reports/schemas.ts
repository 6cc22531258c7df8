import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { pagingQuery } from '../../shared/paging.ts';

// The back office's money reports (/admin/AdminReport): figures of paid order items by paid time.

/** A day in Taiwan's time zone, YYYY-MM-DD. */
const Day = Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', maxLength: 10 });

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const RangeFields = {
  /** First day counted (Taipei). */
  from: Day,
  /** Last day counted (Taipei), included. */
  to: Day,
  activityId: Type.Optional(Id),
  photographerId: Type.Optional(Id),
};

export const SummaryQuery = Type.Object({
  ...RangeFields,
  granularity: Type.Union(
    GRANULARITIES.map((name) => Type.Literal(name)),
    { default: 'day' },
  ),
});

export const BREAKDOWN_SORTS = ['revenue', 'orders', 'photosSold', 'refunds'] as const;
export type BreakdownSort = (typeof BREAKDOWN_SORTS)[number];

export const BreakdownQuery = Type.Object({
  ...pagingQuery(),
  ...RangeFields,
  /** Largest first. */
  sort: Type.Union(
    BREAKDOWN_SORTS.map((name) => Type.Literal(name)),
    { default: 'revenue' },
  ),
});

export const CsvQuery = Type.Object({
  ...SummaryQuery.properties,
  /** What a row is: a period of the summary, an activity or a photographer. */
  by: Type.Union([Type.Literal('period'), Type.Literal('activity'), Type.Literal('photographer')], {
    default: 'period',
  }),
});

/**
 * NT$ and counts of the items kept (not refunded); refunds are the items given back, gross is both
 * (docs/decisions/072).
 */
const FigureFields = {
  /** Net revenue: gross − refunds. */
  revenue: Type.Integer(),
  gross: Type.Integer(),
  orders: Type.Integer(),
  photosSold: Type.Integer(),
  averageOrderValue: Type.Integer(),
  platformFee: Type.Integer(),
  photographerShares: Type.Integer(),
  refunds: Type.Integer(),
  refundedItems: Type.Integer(),
};
export const Figures = Type.Object(FigureFields);

export const Summary = Type.Object({
  series: Type.Array(Type.Object({ /** First day of the period (Taipei). */ period: Type.String(), ...FigureFields })),
  totals: Figures,
});

export const ActivityFigures = Type.Object({ activityId: Type.Integer(), title: Type.String(), ...FigureFields });
export const PhotographerFigures = Type.Object({
  photographerId: Type.Integer(),
  displayName: Type.String(),
  ...FigureFields,
});

export const CsvFile = Type.Object({
  fileName: Type.String(),
  /** UTF-8 text starting with a byte-order mark, so spreadsheet programs read Chinese right. */
  content: Type.String(),
});
