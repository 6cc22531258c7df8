// Where a slow answer's time may have gone inside the server's process (the app runs in the
// benchmark's process): the longest the event loop was held, and garbage-collection pauses.
import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

export interface Pauses {
  /** The longest delay of a 1 ms timer: how long the event loop was once held. */
  loopMaxMs: number;
  gcCount: number;
  majorGcCount: number;
  gcMaxMs: number;
  gcTotalMs: number;
}

export function watchServerPauses() {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const none = () => ({ gcCount: 0, majorGcCount: 0, gcMaxMs: 0, gcTotalMs: 0 });
  let gc = none();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.gcCount++;
      gc.gcTotalMs += entry.duration;
      gc.gcMaxMs = Math.max(gc.gcMaxMs, entry.duration);
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.majorGcCount++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** The pauses since the last call; counting starts afresh. */
    take(): Pauses {
      const pauses = { loopMaxMs: loop.max / 1e6, ...gc };
      loop.reset();
      gc = none();
      return pauses;
    },
    stop() {
      loop.disable();
      observer.disconnect();
    },
  };
}
