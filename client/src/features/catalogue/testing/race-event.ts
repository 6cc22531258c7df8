// A race as the calendar answers it (Activity/GetAll's items; Activity/GetByContent adds its
// details): one marathon in Kaohsiung, no cover and no sign-up link, unless a test says otherwise.
export function raceEventOf(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    sgL_Title: '2027 高雄港都馬拉松',
    sgL_ActivityDate: '2027-01-10',
    cityId: 116,
    region: '高雄市',
    typeId: 402,
    typeName: '馬拉松',
    location: '世運主場館',
    signUpUrl: null as string | null,
    coverUrl: null as string | null,
    coverSrcSet: null as string | null,
    isRecommended: true,
    ...overrides,
  };
}
