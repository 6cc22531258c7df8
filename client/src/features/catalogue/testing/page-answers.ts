import { activityConfigOf } from './activity-config.ts';
import { raceEventOf } from './race-event.ts';

// What the server answers the buyer pages' first reads with, for tests that render those pages
// (early data, a server's render, hydration): one activity, one photo in it, one race.

export const pageActivity = activityConfigOf({ faceSearchEnabled: false });

export const pagePhoto = {
  photo: {
    id: 1,
    coId: 1,
    thumbnailUrl: '/media/t1.jpg',
    previewUrl: '/media/p1.jpg',
    width: 1600,
    height: 1067,
    takenAt: '2026-11-01T00:00:00Z',
    price: 189,
  },
  album: { coId: 1, name: '終點' },
  activity: { id: 5, sgL_Title: pageActivity.sgL_Title, sgL_ActivityDate: '2026-11-01' },
  photographer: { id: 9, displayName: '阿明', avatarUrl: null },
  bibs: ['3974'],
  neighbours: [],
};

export const pageEvent = {
  ...raceEventOf({ coverUrl: '/media/covers/events/3/cover.jpg' }),
  content: '<p>沿著港邊跑。</p>',
  activities: [],
};

const emptyList = { totalCount: 0, items: [] };

/** The answer (ABP's `result`) to a read of these pages, by path; undefined for any other path. */
export function pageAnswer(path: string): unknown {
  if (path.endsWith('/GetConfigByActivityId')) return pageActivity;
  if (path.endsWith('/GetPhotoDetail')) return pagePhoto;
  if (path.endsWith('/Activity/GetByContent')) return pageEvent;
  if (/\/(Banner\/GetAll|Activity\/GetAll|Activity\/GetIndex|GetPhotoGalleryListNew|GetPhotoGalleryList)$/.test(path)) {
    return emptyList;
  }
  return undefined;
}
