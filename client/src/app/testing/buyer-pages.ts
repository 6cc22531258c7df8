import { screen } from '@testing-library/react';
import { activityConfigOf } from '../../features/catalogue/testing/activity-config.ts';
import { raceEventOf } from '../../features/catalogue/testing/race-event.ts';
import { cataloguePhoto, envelope } from '../../testing/test-utils.tsx';

// The buyer pages (issue 32: the pages a runner opens on a phone at the finish) with one of
// everything in their answers, for tests that go through all of them.

const photographer = { id: 9, displayName: '阿明', avatarUrl: null };
const album = {
  coId: 1,
  name: '終點',
  cameraPoint: '終點拱門',
  shootDate: '2026-11-01',
  photographer,
  photoCount: 12,
  coverUrl: '/media/c1.jpg',
};
const activity = activityConfigOf({ coverUrl: '/media/a5.jpg', albums: [album] });
const raceEvent = raceEventOf({ signUpUrl: 'https://signup.example/kaohsiung', coverUrl: '/media/e3.jpg' });
const bibHit = { ...cataloguePhoto(1), bibMatch: { bib: '3974', confidence: 1, sources: [] } };

/** What the buyer pages ask for, answered with one of everything. */
const ANSWERS: Record<string, unknown> = {
  '/api/services/app/Banner/GetAll': {
    totalCount: 1,
    items: [
      { id: 1, title: '秋季馬拉松', altText: '跑者衝過終點', imageUrl: '/media/b1.webp', linkUrl: null, sort: 1 },
    ],
  },
  '/api/services/app/Activity/GetIndex': { totalCount: 1, items: [{ ...activity, isRecommended: true }] },
  '/api/services/app/Activity/GetAll': { totalCount: 1, items: [raceEvent] },
  '/api/services/app/Activity/GetByContent': {
    ...raceEvent,
    content: '<p>全程 42.195 公里。</p>',
    activities: [
      { id: 5, sgL_Title: activity.sgL_Title, sgL_ActivityDate: '2026-11-01', photoCount: 12, coverUrl: null },
    ],
  },
  '/api/services/app/CommonType/GetAll': { totalCount: 0, items: [] },
  '/api/services/app/Activity/GetConfigByActivityId': activity,
  '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew': {
    totalCount: 1,
    items: [{ coId: 1, albumName: album.name, photographer, photos: [bibHit] }],
  },
  '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail': {
    photo: cataloguePhoto(1),
    album: { coId: 1, name: album.name },
    activity: { id: 5, sgL_Title: activity.sgL_Title, sgL_ActivityDate: '2026-11-01' },
    photographer,
    bibs: ['3974'],
    neighbours: [cataloguePhoto(2)],
  },
  '/api/services/app/Foot/GetAll': {
    totalCount: 1,
    items: [{ id: 11, title: '常見問題', sgL_RequestUrl: 'faq', parentId: 1, sort: 1 }],
  },
  '/api/services/app/Foot/getContent': {
    footLinkId: 11,
    title: '常見問題',
    sgL_RequestUrl: 'faq',
    content: '<h2>如何找到我的照片</h2><p>輸入號碼布。</p>',
    updatedAt: '2026-10-31T20:00:00.000Z',
  },
};

/** Each buyer page, and what shows once its data has arrived. */
export const BUYER_PAGES: { path: string; shows: () => Promise<unknown> }[] = [
  { path: '/index', shows: () => screen.findByText(raceEvent.sgL_Title) },
  { path: '/activityevent/5', shows: () => screen.findByText(album.name) },
  { path: '/albumsearch/5?code=3974', shows: () => screen.findByRole('figure') },
  { path: '/albumphotodetail/1?code=3974', shows: () => screen.findByText('3974') },
  { path: '/eventlist', shows: () => screen.findByRole('link', { name: new RegExp(raceEvent.sgL_Title) }) },
  { path: '/eventdetails/3', shows: () => screen.findByRole('heading', { name: raceEvent.sgL_Title }) },
  { path: '/foot/faq', shows: () => screen.findByRole('heading', { name: '如何找到我的照片' }) },
];

/** The answer (ABP's `result`) to one of the buyer pages' requests; undefined for any other path. */
export function buyerPageAnswer(path: string): unknown {
  return ANSWERS[path];
}

/** stubApi's handler for the buyer pages' requests. */
export function answerBuyerPages(path: string): Response | undefined {
  return path in ANSWERS ? envelope(ANSWERS[path]) : undefined;
}
