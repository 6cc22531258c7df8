// The races are in Taiwan, so the times and dates the site shows are Taipei's, whatever the zone of
// the phone reading the page or of the server rendering it: both then write the same text, and a
// photo taken at 08:00 at the start line reads 08:00 to a runner abroad too.

const TAIPEI = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

// Taipei has kept UTC+8 without summer time since 1980: from then on its clock is plain arithmetic,
// which a page of forty photo tiles needs forty times a render (Intl's formatToParts is the slow
// part); earlier moments go through the time-zone database.
const UTC_PLUS_8_MS = 8 * 3_600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1980, 0, 1);
const twoDigits = (n: number) => String(n).padStart(2, '0');

function taipeiParts(moment: string | Date): Record<Part, string> {
  const time = new Date(moment).getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const clock = new Date(time + UTC_PLUS_8_MS);
    return {
      year: String(clock.getUTCFullYear()).padStart(4, '0'),
      month: twoDigits(clock.getUTCMonth() + 1),
      day: twoDigits(clock.getUTCDate()),
      hour: twoDigits(clock.getUTCHours()),
      minute: twoDigits(clock.getUTCMinutes()),
      second: twoDigits(clock.getUTCSeconds()),
    };
  }
  const parts = Object.fromEntries(TAIPEI.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]));
  return parts as Record<Part, string>;
}

/** `YYYY-MM-DD HH:mm:ss` in Taipei time. */
export function taipeiDateTime(moment: string | Date): string {
  const { year, month, day, hour, minute, second } = taipeiParts(moment);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** `YYYY-MM-DD`, the day in Taipei. */
export function taipeiDate(moment: string | Date): string {
  const { year, month, day } = taipeiParts(moment);
  return `${year}-${month}-${day}`;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD`, the day in Taipei `days` days before the moment. */
export function taipeiDateBefore(moment: string | Date, days: number): string {
  return taipeiDate(new Date(new Date(moment).getTime() - days * DAY_MS));
}

/** `YYYY-MM`, the month in Taipei (settlement batches are Taipei months). */
export function taipeiMonth(moment: string | Date = new Date()): string {
  const { year, month } = taipeiParts(moment);
  return `${year}-${month}`;
}

/** The year in Taipei. */
export function taipeiYear(moment: string | Date = new Date()): number {
  return Number(taipeiParts(moment).year);
}

/** `HH:mm`, the clock in Taipei. */
export function taipeiClock(moment: string | Date): string {
  const { hour, minute } = taipeiParts(moment);
  return `${hour}:${minute}`;
}
