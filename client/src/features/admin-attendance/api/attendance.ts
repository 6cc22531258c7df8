import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResult } from '../../../lib/api-types.ts';

const RECORD_LIST = '/api/services/app/Activity/RecordList';

export type AttendanceQuery = ApiBody<typeof RECORD_LIST, 'post'>;
export type AttendanceRecord = ApiResult<typeof RECORD_LIST, 'post'>['items'][number];

export const attendanceListQuery = (body: AttendanceQuery) =>
  queryOptions({
    queryKey: ['admin-attendance', body],
    queryFn: ({ signal }) => api.post(RECORD_LIST, body, { signal }),
    placeholderData: keepPreviousData,
  });

/** Who signed up to shoot which activity at which camera point, newest activity first. */
export function useAttendanceList(body: AttendanceQuery) {
  return useQuery(attendanceListQuery(body));
}
