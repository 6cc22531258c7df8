import type { CartPhoto, CartPhotographerGroup } from '../api/get-cart.ts';

/** What the photos that can still be bought cost (NT$); unavailable ones are not charged. */
export function subtotal(items: readonly CartPhoto[]): number {
  return items.reduce((sum, item) => (item.available ? sum + item.price : sum), 0);
}

export function groupSubtotal(groups: readonly CartPhotographerGroup[]): number {
  return groups.reduce((sum, group) => sum + subtotal(group.items), 0);
}
