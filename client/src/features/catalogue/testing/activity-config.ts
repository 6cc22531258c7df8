// The activity page's configuration answer (Activity/GetConfigByActivityId) for the catalogue's
// page tests: one marathon with both searches on, following open and no albums, unless a test says otherwise.
export function activityConfigOf(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    sgL_Title: '2026 臺北城市馬拉松',
    sgL_ActivityDate: '2026-11-01',
    region: '臺北市',
    typeName: '馬拉松',
    eventId: null,
    coverUrl: null,
    photoCount: 12,
    photographerCount: 2,
    bibSearchEnabled: true,
    faceSearchEnabled: true,
    nameSearchEnabled: false,
    // Its follows still open (the server adds FOLLOW_DAYS to the activity's day).
    followsEndAt: '2100-01-01T00:00:00.000Z',
    albums: [] as unknown[],
    ...overrides,
  };
}
