// A photo activity as AdminActivity/Get answers it, for the activity pages' tests: a swim across
// Sun Moon Lake with both searches on and no bundle, unless a test says otherwise.
export function photoActivityOf(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    title: '日月潭泳渡',
    titleEn: null,
    activityDate: '2026-09-06',
    cityId: null,
    typeId: null,
    eventId: null,
    coverUrl: null,
    isVisible: true,
    isRecommended: false,
    bibSearchEnabled: true,
    faceSearchEnabled: true,
    defaultPrice: 169,
    bundlePrice: null,
    photoCount: 120,
    deleting: false,
    ...overrides,
  };
}

/** AdminActivity/GetRegisteredBibs of an activity without a list of registered bibs. */
export const NO_REGISTERED_BIBS = { list: null, heldCount: 0, totalCount: 0, items: [] };
