// The activity page's configuration answer (Activity/GetConfigByActivityId) for the catalogue's
// page tests: one marathon with both searches on and no albums, unless a test says otherwise.
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
    albums: [] as unknown[],
    ...overrides,
  };
}
