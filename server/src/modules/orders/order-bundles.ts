import Type, { type Static } from 'typebox';

/** A bundle an order holds, shown once with its price (its photos are the items marked with its activity). */
export const OrderBundleView = Type.Object({
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  /** NT$: the bundle price, the sum of its items' allocated prices. */
  price: Type.Integer(),
  photoCount: Type.Integer(),
});

/** The order's bundles, in the order their first item appears. */
export function orderBundles(
  items: readonly { bundleActivityId: number | null; price: number }[],
  titleOf: (activityId: number) => string,
): Static<typeof OrderBundleView>[] {
  const bundles = new Map<number, Static<typeof OrderBundleView>>();
  for (const { bundleActivityId, price } of items) {
    if (bundleActivityId === null) continue;
    const bundle = bundles.get(bundleActivityId) ?? {
      activityId: bundleActivityId,
      activityTitle: titleOf(bundleActivityId),
      price: 0,
      photoCount: 0,
    };
    bundle.price += price;
    bundle.photoCount += 1;
    bundles.set(bundleActivityId, bundle);
  }
  return [...bundles.values()];
}
