/**
 * Whether the activity's follows are still open (the activity's followsEndAt, decisions 079 and
 * 081): the offer to follow is hidden once they end; the server refuses then anyway.
 */
export function followingOpen(followsEndAt: string, now = Date.now()): boolean {
  return Date.parse(followsEndAt) > now;
}
