export interface Photographer {
  id: number;
  displayName: string;
  avatarUrl: string | null;
}

export interface PhotographerGroup<T> {
  photographer: Photographer;
  items: T[];
}

/**
 * Puts items (albums, or the album groups of a search page) under their photographer, keeping the
 * server's order: photographers in the order their first item came (best match or most photos
 * first), and each photographer's items in their own order.
 */
export function groupByPhotographer<T extends { photographer: Photographer }>(
  items: readonly T[],
): PhotographerGroup<T>[] {
  const groups = new Map<number, PhotographerGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.photographer.id);
    if (!group) {
      group = { photographer: item.photographer, items: [] };
      groups.set(item.photographer.id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
