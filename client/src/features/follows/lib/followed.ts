import type { TFunction } from 'i18next';
import type { Follow } from '../api/follows.ts';

/** What a follow is for, as the follow pages name and link it. */
export type Followed = Pick<Follow, 'activityId' | 'activityTitle' | 'kind' | 'bib'>;

/** "Bib N · activity", or "Selfie · activity" (no image: only a descriptor is kept, decision 081). */
export function followedName(t: TFunction<'follows'>, followed: Followed): string {
  return followed.kind === 'selfie'
    ? t('followedSelfie', { activity: followed.activityTitle })
    : t('followedBib', { bib: followed.bib, activity: followed.activityTitle });
}

/** A bib's search results; for a selfie, the activity's page and its selfie search (no selfie is kept). */
export function followedLink(followed: Followed): string {
  return followed.kind === 'selfie'
    ? `/activityevent/${followed.activityId}`
    : `/albumsearch/${followed.activityId}?code=${encodeURIComponent(followed.bib)}`;
}
