import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';

const MY_APPLICATION = '/api/services/app/MemEmber/GetMyPhotographerApplication';

export type MyApplication = NonNullable<ApiResult<typeof MY_APPLICATION, 'get'>>;

export const myApplicationQuery = () =>
  queryOptions({
    queryKey: ['photographer-application', 'mine'],
    queryFn: ({ signal }) => api.get(MY_APPLICATION, { signal, silent: true }),
  });

/** The member's latest application (null: never applied). */
export function useMyApplication(enabled: boolean) {
  return useQuery({ ...myApplicationQuery(), enabled });
}
