import Type from 'typebox';

const Count = Type.Integer({ minimum: 0 });

/** Paid orders, their revenue (NT$) and uploaded photos over one period. */
const PeriodFigures = Type.Object({
  paidOrders: Count,
  revenue: Count,
  photosUploaded: Count,
});

const DayFigures = Type.Object({
  /** A calendar day in Taiwan's time, YYYY-MM-DD. */
  date: Type.String({ format: 'date' }),
  revenue: Count,
  uploads: Count,
});

export const DashboardSummary = Type.Object({
  today: PeriodFigures,
  /** The last 30 days, today included. */
  last30Days: PeriodFigures,
  /** Photos waiting for the pipeline, and photos it gave up on (right now, whenever uploaded). */
  photos: Type.Object({ processing: Count, failed: Count }),
  pendingApplications: Count,
  pendingInquiries: Count,
  /** Jobs of the photo-processing queue: waiting (queued or to retry), running, failed. */
  processingQueue: Type.Object({ waiting: Count, active: Count, failed: Count }),
  /** 30 entries, oldest first, ending today. */
  days: Type.Array(DayFigures, { maxItems: 30 }),
});
