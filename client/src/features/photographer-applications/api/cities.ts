import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { regionsWithCities, TYPE_REGION_CITY } from '../../../lib/places.ts';

export interface CityGroup {
  label: string;
  options: { value: number; label: string }[];
}

/** Taiwan's cities grouped under their regions, for a select. */
export function useCityGroups() {
  return useQuery({
    queryKey: ['photographer-applications', 'cities', currentLanguage()],
    // Spec §9: common type lists are fetched with MaxResultCount 1000.
    queryFn: ({ signal }) =>
      api.get('/api/services/app/CommonType/GetAll', {
        params: { SGL_TypeT: TYPE_REGION_CITY, SkipCount: 0, MaxResultCount: 1000 },
        signal,
        silent: true,
      }),
    select: ({ items }): CityGroup[] =>
      regionsWithCities(items).map(({ region, cities }) => ({
        label: region.sgL_Title,
        options: cities.map((city) => ({ value: city.id, label: city.sgL_Title })),
      })),
    staleTime: 10 * 60_000,
  });
}
