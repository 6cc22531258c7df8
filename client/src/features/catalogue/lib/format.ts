import { taipeiDate, taipeiDateTime } from '../../../lib/taipei-time.ts';

/** Prices are whole New Taiwan dollars. */
export function formatPrice(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`;
}

/**
 * A photo's taken-at time, to the second (the 前後五秒 neighbours differ by seconds), in race-local
 * Taipei time.
 */
export function formatTakenAt(iso: string): string {
  return taipeiDateTime(iso);
}

/** Today in Taipei as the server's date strings spell it: a race held today is today's on any phone. */
export function todayString(): string {
  return taipeiDate(new Date());
}
