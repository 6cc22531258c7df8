import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiResult } from '../../../lib/api-types.ts';
import { refreshRights } from '../../../lib/current-rights.ts';
import { getSession } from '../../../lib/session.ts';

const MY_APPLICATION = '/api/services/app/MemEmber/GetMyPhotographerApplication';

export type MyApplication = NonNullable<ApiResult<typeof MY_APPLICATION, 'get'>>;

/**
 * The member's latest application. An approval since the login shows at once: the stored login's
 * rights are read again from the server (which decides), so the menu and the route guards let the
 * new photographer upload without logging in again.
 */
async function getMyApplication(signal: AbortSignal) {
  const application = await api.get(MY_APPLICATION, { signal, silent: true });
  if (application?.status === 'approved' && getSession()?.user.photographerAuth === false) await refreshRights();
  return application;
}

export const myApplicationQuery = () =>
  queryOptions({
    queryKey: ['photographer-applications', 'mine'],
    queryFn: ({ signal }) => getMyApplication(signal),
  });

/** The member's latest application (null: never applied). */
export function useMyApplication(enabled: boolean) {
  return useQuery({ ...myApplicationQuery(), enabled });
}
