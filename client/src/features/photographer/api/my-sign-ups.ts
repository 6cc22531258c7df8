import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const GET_MY_SIGN_UPS = '/api/services/app/Activity/getMyInfo';

export type SignUp = ApiResult<typeof GET_MY_SIGN_UPS, 'get'>['items'][number];

export const signUpsQueryKey = ['photographer', 'sign-ups'] as const;

export function useMySignUps(paging: Paging) {
  return useQuery({
    queryKey: [...signUpsQueryKey, paging.page, paging.pageSize, currentLanguage()],
    queryFn: ({ signal }) => api.get(GET_MY_SIGN_UPS, { params: pagingParams(paging), signal }),
    placeholderData: keepPreviousData,
  });
}
