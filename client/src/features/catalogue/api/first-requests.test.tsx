import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropEarlyAnswers,
  pageReadsAt,
  requestKey,
  startFirstRequests,
  takeEarlyAnswer,
} from '../../../lib/early-answers.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { catalogueFirstRequests, catalogueReads } from './first-requests.ts';
import { pageAnswer } from '../testing/page-answers.ts';

// The requests app/early-data.ts starts before the app has loaded must be exactly those the page
// then makes: each is taken by the page (none left over) and none is sent a second time. And the
// page keeps each answer under the key the table names, which is where a server's render puts it.

function answer(path: string) {
  if (path.endsWith('/Favorite/GetIds')) return envelope({ photoIds: [], activityIds: [] });
  // The race calendar's filters (not a first read: they wait for the page).
  if (path.endsWith('/CommonType/GetAll')) return envelope({ totalCount: 0, items: [] });
  const result = pageAnswer(path);
  return result === undefined ? undefined : envelope(result);
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
  const { queryClient } = renderApp(url);
  expect(await screen.findByText(shown, {}, { timeout: 10_000 })).toBeInTheDocument();
  for (const read of pageReadsAt(catalogueReads, { pathname, search })) {
    const key = read.queryKey('zh-TW');
    await waitFor(() =>
      expect(queryClient.getQueryState(key)?.status, `no answer under ${JSON.stringify(key)}`).toBe('success'),
    );
  }
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

  it('are the race calendar’s page of races, with the filter and page of the URL', async () => {
    expect(await firstVisit('/eventlist?month=2026-12&cityId=2&page=2', '沒有符合條件的賽事')).toHaveLength(1);
  });

  it("are a race's details", async () => {
    expect(await firstVisit('/eventdetails/3', '2027 高雄港都馬拉松')).toHaveLength(1);
  });

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
    for (const pathname of ['/login', '/activityevent/abc', '/albumphotodetail', '/albumsearch/0', '/eventdetails/x']) {
      startFirstRequests(catalogueFirstRequests, { pathname, search: '?code=1' });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
