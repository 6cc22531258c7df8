import Type from 'typebox';

const Count = Type.Integer({ minimum: 0 });
const Seconds = Type.Number({ minimum: 0 });
const Sampled = <T extends typeof Count | typeof Seconds>(schema: T) => Type.Union([schema, Type.Null()]);

/** One minute of the last hour; the sampled figures are null for a minute no web server sampled. */
const StatusMinute = Type.Object({
  /** The minute's start (UTC). */
  minute: Type.String({ format: 'date-time' }),
  /** Photo jobs waiting, and how long the oldest had waited, when the minute was sampled. */
  queueWaiting: Sampled(Count),
  queueOldestSeconds: Sampled(Count),
  /** Requests the web servers answered in the minute before the sample, and those that failed (5xx). */
  requests: Sampled(Count),
  serverErrors: Sampled(Count),
  /** Photos first published in the minute, and the median and 95th percentile of upload → published. */
  photosPublished: Count,
  publishDelayP50Seconds: Sampled(Seconds),
  publishDelayP95Seconds: Sampled(Seconds),
});

export const SystemStatus = Type.Object({
  /** How often the web servers sample (the series' step). */
  sampleSeconds: Count,
  /** The photo queue right now. */
  queue: Type.Object({ waiting: Count, active: Count, failed: Count, oldestWaitingSeconds: Count }),
  /** The last 60 minutes, oldest first, the current one last. */
  minutes: Type.Array(StatusMinute, { maxItems: 60 }),
});
