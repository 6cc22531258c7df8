import Type, { type TSchema } from 'typebox';

const Count = Type.Integer({ minimum: 0 });
/** A figure the caller's role may not see (it belongs to a page they cannot open) is null. */
const Guarded = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Paid orders, their revenue (NT$) and uploaded photos over one period. */
const PeriodFigures = Type.Object({
  /** Orders paid that kept at least one photo. Sales need the orders permission. */
  paidOrders: Guarded(Count),
  /** Net revenue: paid less refunded, as the report counts it (docs/decisions/072). */
  revenue: Guarded(Count),
  photosUploaded: Count,
});

const DayFigures = Type.Object({
  /** A calendar day in Taiwan's time, YYYY-MM-DD. */
  date: Type.String({ format: 'date' }),
  revenue: Guarded(Count),
  uploads: Count,
});

export const DashboardSummary = Type.Object({
  today: PeriodFigures,
  /** The last 30 days, today included. */
  last30Days: PeriodFigures,
  /** Photos waiting for the pipeline, and photos it gave up on (right now, whenever uploaded). */
  photos: Guarded(Type.Object({ processing: Count, failed: Count })),
  pendingApplications: Guarded(Count),
  pendingInquiries: Guarded(Count),
  /** Jobs of the photo-processing queue: waiting (queued or to retry), running, failed. */
  processingQueue: Guarded(Type.Object({ waiting: Count, active: Count, failed: Count })),
  /** 30 entries, oldest first, ending today. */
  days: Type.Array(DayFigures, { maxItems: 30 }),
});
