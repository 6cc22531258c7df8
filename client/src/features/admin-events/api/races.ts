import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';

// The race calendar's endpoints (AdminEvent/*).

const BASE = '/api/services/app/AdminEvent';
export type RaceListQuery = ApiQuery<`${typeof BASE}/GetAll`, 'get'>;
export type Race = ApiResult<`${typeof BASE}/Get`, 'get'>;
export type RaceInput = ApiBody<`${typeof BASE}/Create`, 'post'>;

export const racesQuery = (params: RaceListQuery) =>
  queryOptions({
    queryKey: ['admin-events', 'races', params],
    queryFn: ({ signal }) => api.get(`${BASE}/GetAll`, { params, signal }),
  });
export const useRaces = (params: RaceListQuery) => useQuery(racesQuery(params));

export const raceQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-events', 'race', id],
    queryFn: ({ signal }) => api.get(`${BASE}/Get`, { params: { id }, signal }),
  });
export const useRace = (id: number) => useQuery(raceQuery(id));

/** Creates a race, or replaces an existing one's fields when `id` is given. */
export function saveRace({ id, ...race }: RaceInput & { id?: number }) {
  const options = { successMessage: true, silent: true };
  return id === undefined
    ? api.post(`${BASE}/Create`, race, options)
    : api.put(`${BASE}/Update`, { id, ...race }, options);
}

export const deleteRace = (id: number) => api.delete(`${BASE}/Delete`, { params: { id }, successMessage: true });

/** Every race query is stale after a change. */
export function useRaceChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-events'] }),
  });
}
