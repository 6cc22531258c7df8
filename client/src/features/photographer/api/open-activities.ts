import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { taipeiDateBefore } from '../../../lib/taipei-time.ts';

const GET_INDEX = '/api/services/app/Activity/GetIndex';

/** Matches the server: sign-ups stay open until 30 days after an activity's date. */
export const SIGN_UP_DAYS_AFTER = 30;
const ALL_ACTIVITIES = 99999;
const FAR_FUTURE = '2100-12-31';

/** Visible activities a photographer may still sign up for, newest first. */
export function useOpenActivities() {
  return useQuery({
    queryKey: ['photographer', 'open-activities', currentLanguage()],
    queryFn: ({ signal }) =>
      api.post(
        GET_INDEX,
        {
          SkipCount: 0,
          MaxResultCount: ALL_ACTIVITIES,
          sgL_ActivityDate: [taipeiDateBefore(new Date(), SIGN_UP_DAYS_AFTER), FAR_FUTURE],
        },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
