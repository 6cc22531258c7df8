// An order's items as the buyer's and the back office's order pages show them: a bundle once,
// where its first photo was, with its photos under it; every other photo on its own line.

interface BundledItem {
  bundleActivityId: number | null;
}

interface OrderBundle {
  activityId: number;
}

export type OrderGroup<Item, Bundle> = { bundle: null; items: [Item] } | { bundle: Bundle; items: Item[] };

export function groupOrderItems<Item extends BundledItem, Bundle extends OrderBundle>(
  items: readonly Item[],
  bundles: readonly Bundle[],
): OrderGroup<Item, Bundle>[] {
  const groups: OrderGroup<Item, Bundle>[] = [];
  const bundleGroups = new Map<number, { bundle: Bundle; items: Item[] }>();
  for (const item of items) {
    const bundle = bundles.find((candidate) => candidate.activityId === item.bundleActivityId);
    if (!bundle) {
      groups.push({ bundle: null, items: [item] });
      continue;
    }
    const group = bundleGroups.get(bundle.activityId);
    if (group) group.items.push(item);
    else {
      const first = { bundle, items: [item] };
      bundleGroups.set(bundle.activityId, first);
      groups.push(first);
    }
  }
  return groups;
}
