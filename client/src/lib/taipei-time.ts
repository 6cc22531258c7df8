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

function taipeiParts(moment: string | Date): Record<Part, string> {
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

/** The year in Taipei. */
export function taipeiYear(moment: string | Date = new Date()): number {
  return Number(taipeiParts(moment).year);
}
