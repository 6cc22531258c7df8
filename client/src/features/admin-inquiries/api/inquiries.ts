import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiBody, ApiQuery, ApiResult } from '../../../lib/api-types.ts';

const LIST = '/api/services/app/AdminMemEmber/GetTableFrom';
const UPDATE = '/api/services/app/AdminMemEmber/UpdateTableFrom';

export type InquiryQuery = ApiQuery<typeof LIST, 'get'>;
export type AdminInquiry = ApiResult<typeof LIST, 'get'>['items'][number];
export type InquiryStatus = AdminInquiry['status'];
export type InquiryUpdate = ApiBody<typeof UPDATE, 'post'>;

const inquiriesKey = ['admin-inquiries'] as const;

export const inquiryListQuery = (params: InquiryQuery) =>
  queryOptions({
    queryKey: [...inquiriesKey, params],
    queryFn: ({ signal }) => api.get(LIST, { params, signal }),
    placeholderData: keepPreviousData,
  });

export function useInquiryList(params: InquiryQuery) {
  return useQuery(inquiryListQuery(params));
}

/** Records a reply (mailed to the writer by the server) and/or a status. */
export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: InquiryUpdate) => api.post(UPDATE, update, { successMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}
