import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';

// Photo activities' endpoints (AdminActivity/*).

const BASE = '/api/services/app/AdminActivity';
export type ActivityListQuery = ApiQuery<`${typeof BASE}/GetAll`, 'get'>;
export type PhotoActivity = ApiResult<`${typeof BASE}/Get`, 'get'>;
export type ActivityInput = ApiBody<`${typeof BASE}/Create`, 'post'>;

export const activitiesQuery = (params: ActivityListQuery) =>
  queryOptions({
    queryKey: ['admin-events', 'activities', params],
    queryFn: ({ signal }) => api.get(`${BASE}/GetAll`, { params, signal }),
  });
export const useActivities = (params: ActivityListQuery) => useQuery(activitiesQuery(params));

export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-events', 'activity', id],
    queryFn: ({ signal }) => api.get(`${BASE}/Get`, { params: { id }, signal }),
  });
export const useActivity = (id: number) => useQuery(activityQuery(id));

/** Creates an activity, or replaces an existing one's settings when `id` is given (face search off forgets its faces). */
export function saveActivity({ id, ...activity }: ActivityInput & { id?: number }) {
  const options = { successMessage: true, silent: true };
  return id === undefined
    ? api.post(`${BASE}/Create`, activity, options)
    : api.put(`${BASE}/Update`, { id, ...activity }, options);
}

/** Queues every published photo of the activity for its faces to be detected again (decisions/095); answers how many. */
export const reindexActivityFaces = (activityId: number) =>
  api.post(`${BASE}/ReindexFaces`, undefined, { params: { activityId } });
