import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { regionsWithCities, TYPE_EVENT_TYPE, TYPE_REGION_CITY } from '../../../lib/places.ts';

// What the forms offer to choose from: cities under their regions, race types, races to link.

const COMMON_TYPES = '/api/services/app/CommonType/GetAll';

export interface ChoiceGroup {
  label: string;
  options: { value: number; label: string }[];
}

/** Regions as groups, each offering itself (a race abroad has no city) and its cities. */
export function usePlaceChoices() {
  return useQuery({
    queryKey: ['admin-events', 'places'],
    queryFn: async ({ signal }): Promise<ChoiceGroup[]> => {
      const { items } = await api.get(COMMON_TYPES, {
        params: { SGL_TypeT: TYPE_REGION_CITY, SkipCount: 0, MaxResultCount: 1000 },
        signal,
      });
      return regionsWithCities(items).map(({ region, cities }) => ({
        label: region.sgL_Title,
        options: [region, ...cities].map((row) => ({ value: row.id, label: row.sgL_Title })),
      }));
    },
  });
}

export function useTypeChoices() {
  return useQuery({
    queryKey: ['admin-events', 'types'],
    queryFn: async ({ signal }) => {
      const { items } = await api.get(COMMON_TYPES, {
        params: { SGL_TypeT: TYPE_EVENT_TYPE, SkipCount: 0, MaxResultCount: 1000 },
        signal,
      });
      return items.map((row) => ({ value: row.id, label: row.sgL_Title }));
    },
  });
}

/** The latest races, to link an activity to. */
export function useRaceChoices() {
  return useQuery({
    queryKey: ['admin-events', 'race-choices'],
    queryFn: async ({ signal }) => {
      const { items } = await api.get('/api/services/app/AdminEvent/GetAll', {
        params: { SkipCount: 0, MaxResultCount: 1000 },
        signal,
      });
      return items.map((race) => ({ value: race.id, label: `${race.eventDate} ${race.title}` }));
    },
  });
}

/** The price list an activity's default price is chosen from. */
export function usePriceChoices() {
  return useQuery({
    queryKey: ['admin-events', 'prices'],
    queryFn: ({ signal }) => api.get('/api/services/app/PhotoGalleryList/getMoneyList', { signal }),
  });
}
