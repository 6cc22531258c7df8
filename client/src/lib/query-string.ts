export type QueryParams = Record<string, unknown>;

/** A query string: arrays become repeated keys (`a=1&a=2`), null and undefined are left out. */
export function buildQuery(params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
