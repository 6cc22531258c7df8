import { vi } from 'vitest';

/** Zones a page may be rendered in: a server's usual UTC, a Taiwanese phone, a runner abroad. */
export const TIME_ZONES = ['UTC', 'Asia/Taipei', 'America/Los_Angeles'] as const;

/** What `write` gives on a machine set to each zone (Node follows a change of TZ at once). */
export function writtenInEachZone<T>(write: () => T): T[] {
  try {
    return TIME_ZONES.map((zone) => {
      vi.stubEnv('TZ', zone);
      return write();
    });
  } finally {
    vi.unstubAllEnvs();
  }
}
