import { activityConfigOf } from './activity-config.ts';

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
  id: 3,
  sgL_Title: '2027 高雄港都馬拉松',
  sgL_ActivityDate: '2027-01-10',
  cityId: 116,
  region: '高雄市',
  typeId: 402,
  typeName: '馬拉松',
  location: '高雄港',
  signUpUrl: null,
  coverUrl: '/media/covers/events/3/cover.jpg',
  isRecommended: false,
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
