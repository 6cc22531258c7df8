import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyAnswers, requestKey, startFirstRequests, takeEarlyAnswer } from '../../../lib/early-answers.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { catalogueFirstRequests } from './first-requests.ts';
import { activityConfigOf } from '../testing/activity-config.ts';

// The requests app/early-data.ts starts before the app has loaded must be exactly those the page
// then makes: each is taken by the page (none left over) and none is sent a second time.

const activityConfig = activityConfigOf({ faceSearchEnabled: false });

const photoDetail = {
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
  activity: { id: 5, sgL_Title: activityConfig.sgL_Title, sgL_ActivityDate: '2026-11-01' },
  photographer: { id: 9, displayName: '阿明', avatarUrl: null },
  bibs: ['3974'],
  neighbours: [],
};

function answer(path: string) {
  if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
  if (path.endsWith('/GetPhotoDetail')) return envelope(photoDetail);
  if (path.endsWith('/Favorite/GetIds')) return envelope({ photoIds: [], activityIds: [] });
  if (/\/(Banner\/GetAll|Activity\/GetAll|Activity\/GetIndex|GetPhotoGalleryListNew|GetPhotoGalleryList)$/.test(path)) {
    return envelope({ totalCount: 0, items: [] });
  }
  return undefined;
}

type FetchMock = ReturnType<typeof stubApi>;
const keysOf = (calls: FetchMock['mock']['calls']) =>
  calls.map(([input, init]) =>
    requestKey(init?.method ?? 'GET', String(input), init?.body as string | undefined, new Headers(init?.headers)),
  );

/** Starts the early requests for `url`, then opens the page and waits for `shown`. */
async function firstVisit(url: string, shown: string) {
  const fetchMock = stubApi(answer);
  const { pathname, search } = new URL(url, 'http://localhost');
  startFirstRequests(catalogueFirstRequests, { pathname, search });
  const early = keysOf(fetchMock.mock.calls);
  renderApp(url);
  expect(await screen.findByText(shown, {}, { timeout: 10_000 })).toBeInTheDocument();
  const sent = keysOf(fetchMock.mock.calls);
  for (const key of early) {
    expect(takeEarlyAnswer(key), `not taken: ${key}`).toBeUndefined();
    expect(
      sent.filter((other) => other === key),
      `sent again: ${key}`,
    ).toHaveLength(1);
  }
  return early;
}

afterEach(() => dropEarlyAnswers());

describe("the first page's early requests", () => {
  it('are the home page’s banners, recommended and latest activities and upcoming races', async () => {
    const early = await firstVisit('/index', '近期沒有賽事');
    expect(early).toHaveLength(4);
  }, 20_000);

  it("are an activity's settings", async () => {
    expect(await firstVisit('/activityevent/5', '2026 臺北城市馬拉松')).toHaveLength(1);
  });

  it("are the activity's settings and the bib's results, page included", async () => {
    expect(await firstVisit('/AlbumSearch/5?code=%203974%20&page=2', '找不到號碼布 3974 的照片')).toHaveLength(2);
  });

  it("are a photo's details, with the member's login", async () => {
    loginAs();
    expect(await firstVisit('/albumphotodetail/1', 'NT$189')).toHaveLength(1);
  });

  it('are none for other pages or an invalid id', () => {
    const fetchMock = stubApi(answer);
    for (const pathname of ['/login', '/activityevent/abc', '/albumphotodetail', '/albumsearch/0']) {
      startFirstRequests(catalogueFirstRequests, { pathname, search: '?code=1' });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
