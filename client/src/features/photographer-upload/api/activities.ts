import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const GET_INDEX = '/api/services/app/Activity/GetIndex';
/** Enough activities to choose from while typing; the keyword narrows them down. */
const CHOICES = 50;

/** Visible activities, newest first, matching the keyword: the ones a photographer uploads to. */
export function activityChoicesQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['photographer-upload', 'activities', keyword, currentLanguage()],
    queryFn: ({ signal }) =>
      api.post(GET_INDEX, { SkipCount: 0, MaxResultCount: CHOICES, keyword: keyword || null }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityChoices(keyword: string) {
  return useQuery(activityChoicesQueryOptions(keyword));
}

const GET_MY_SIGN_UPS = '/api/services/app/Activity/getMyInfo';
/** A photographer signs up for an activity at a few camera points at most. */
const SIGN_UP_POINTS = 20;

/** The camera points the photographer signed up for at the activity, newest sign-up first. */
export function useSignedUpPoints(activityId: number | undefined) {
  return useQuery({
    queryKey: ['photographer-upload', 'sign-ups', activityId],
    queryFn: ({ signal }) =>
      api.get(GET_MY_SIGN_UPS, {
        params: { activityId, SkipCount: 0, MaxResultCount: SIGN_UP_POINTS },
        signal,
      }),
    enabled: activityId !== undefined,
    select: (signUps) => signUps.items.map((signUp) => signUp.cameraPoint),
  });
}
