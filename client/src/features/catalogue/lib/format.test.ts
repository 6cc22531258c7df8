import { afterEach, describe, expect, it, vi } from 'vitest';
import { writtenInEachZone } from '../../../testing/time-zones.ts';
import { formatTakenAt, todayString } from './format.ts';

describe('formatTakenAt', () => {
  it('shows when the photo was taken in Taipei time, to the second', () => {
    expect(formatTakenAt('2026-11-01T00:00:03Z')).toBe('2026-11-01 08:00:03');
    expect(formatTakenAt('2026-11-01T16:30:00Z')).toBe('2026-11-02 00:30:00');
    expect(formatTakenAt('2026-11-01T05:00:00+08:00')).toBe('2026-11-01 05:00:00');
  });

  it('writes the same text whatever the zone of the machine, so a server-rendered page hydrates unchanged', () => {
    // The zone really changes between the runs (a late UTC evening is the next day in Taipei)...
    expect(new Set(writtenInEachZone(() => new Date('2026-11-01T20:00:00Z').getDate())).size).toBeGreaterThan(1);
    // ...and the text does not.
    expect(writtenInEachZone(() => formatTakenAt('2026-11-01T20:00:00Z'))).toEqual([
      '2026-11-02 04:00:00',
      '2026-11-02 04:00:00',
      '2026-11-02 04:00:00',
    ]);
  });
});

describe('todayString', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is Taipei's day in every zone: at 20:00 UTC a race held the next day in Taiwan is today's", () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T20:00:00Z'), toFake: ['Date'] });
    expect(writtenInEachZone(todayString)).toEqual(['2026-11-02', '2026-11-02', '2026-11-02']);
  });
});
