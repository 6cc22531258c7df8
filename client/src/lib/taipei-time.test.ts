import { describe, expect, it } from 'vitest';
import { writtenInEachZone } from '../testing/time-zones.ts';
import { taipeiDate, taipeiDateBefore, taipeiDateTime, taipeiMonth, taipeiYear } from './taipei-time.ts';

describe('Taipei dates', () => {
  it('name the day and the year in Taipei, whatever the zone of the machine', () => {
    // 2026-12-31 20:00 UTC is already New Year's Day in Taiwan.
    const newYear = '2026-12-31T20:00:00Z';
    expect(writtenInEachZone(() => new Date(newYear).getFullYear())).toContain(2026);
    expect(writtenInEachZone(() => taipeiDate(newYear))).toEqual(['2027-01-01', '2027-01-01', '2027-01-01']);
    expect(writtenInEachZone(() => taipeiYear(newYear))).toEqual([2027, 2027, 2027]);
  });

  it('name the month in Taipei, and the day some days before a moment', () => {
    // 16:30 UTC on the month's last day is already the next month in Taiwan.
    expect(writtenInEachZone(() => taipeiMonth('2026-11-30T16:30:00Z'))).toEqual(['2026-12', '2026-12', '2026-12']);
    expect(taipeiMonth('2026-11-30T15:59:59Z')).toBe('2026-11');
    // A batch's period ends at the next month's first midnight in Taipei: its last day is the one before.
    expect(writtenInEachZone(() => taipeiDateBefore('2026-11-30T16:00:00Z', 1))).toEqual([
      '2026-11-30',
      '2026-11-30',
      '2026-11-30',
    ]);
    expect(taipeiDateBefore('2026-03-01T04:00:00Z', 30)).toBe('2026-01-30');
  });

  it('keep a day that ends before midnight in Taipei on that day', () => {
    expect(taipeiDate('2026-11-01T15:59:59Z')).toBe('2026-11-01');
    expect(taipeiDate('2026-11-01T16:00:00Z')).toBe('2026-11-02');
  });

  it("read the clock as the time-zone database does, across years and days' ends", () => {
    const database = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Taipei',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const from = Date.UTC(1975, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let time = from; time < to; time += 7_919_993_117) {
      for (const moment of [time, time - (time % 86_400_000) + 57_599_000, time - (time % 86_400_000) + 57_600_000]) {
        expect(taipeiDateTime(new Date(moment)), new Date(moment).toISOString()).toBe(database.format(moment));
      }
    }
  });
});
