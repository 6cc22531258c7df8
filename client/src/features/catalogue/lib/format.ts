import dayjs from 'dayjs';

/** Prices are whole New Taiwan dollars. */
export function formatPrice(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`;
}

/** A photo's taken-at time, to the second (the 前後五秒 neighbours differ by seconds). */
export function formatTakenAt(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}

/** Today's date as the server's date strings spell it. */
export function todayString(): string {
  return dayjs().format('YYYY-MM-DD');
}
