import type { TFunction } from 'i18next';

const MB = 1024 * 1024;

export const megabytes = (bytes: number, digits = 1) => (bytes / MB).toFixed(digits);

/** "3 min 20 s" / "45 s" in the page's language. */
export function duration(t: TFunction<'photographer-upload'>, totalSeconds: number): string {
  const rounded = Math.ceil(totalSeconds);
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  return minutes > 0 ? t('queue.minutes', { minutes, seconds }) : t('queue.seconds', { seconds });
}
