import { afterEach, describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../testing/test-utils.tsx';
import { api } from './api-client.ts';
import { dropEarlyAnswers, matchRoute, startFirstRequests, type FirstRequests } from './early-answers.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

const table: FirstRequests = {
  '/albumsearch/:activityId': ({ activityId }, search) => [
    { method: 'GET', url: '/api/services/app/Activity/GetConfigByActivityId', params: { activityId } },
    {
      method: 'POST',
      url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      body: { activityId: Number(activityId), code: search.get('code'), SkipCount: 0, MaxResultCount: 40 },
    },
  ],
};
const location = { pathname: '/AlbumSearch/5', search: '?code=3974' };
const config = () => api.get('/api/services/app/Activity/GetConfigByActivityId', { params: { activityId: 5 } });

afterEach(() => dropEarlyAnswers());

describe('early answers', () => {
  it('are handed to the first identical request only; a later one fetches again', async () => {
    let answered = 0;
    const fetchMock = stubApi(() => envelope({ id: 5, answer: ++answered }));
    startFirstRequests(table, location);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    expect(await config()).toEqual({ id: 5, answer: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await config()).toEqual({ id: 5, answer: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are not handed to a request that differs (body, language)', async () => {
    const fetchMock = stubApi(() => envelope({ totalCount: 0, items: [] }));
    startFirstRequests(table, location);
    // Asked for in English, while the app speaks zh-TW.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    startFirstRequests(table, { pathname: '/albumsearch/6', search: '' });
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await api.post('/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew', {
      activityId: 5,
      code: '3974',
      SkipCount: 40,
      MaxResultCount: 40,
    });
    await api.get('/api/services/app/Activity/GetConfigByActivityId', { params: { activityId: 6 } });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('that failed give way to the request itself', async () => {
    const fetchMock = stubApi(() => envelope({ id: 5 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startFirstRequests(table, location);
    expect(await config()).toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are forgotten once dropped (the visitor moved on)', async () => {
    const fetchMock = stubApi(() => envelope({ id: 5 }));
    startFirstRequests(table, location);
    dropEarlyAnswers();
    await config();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('match route paths case-insensitively, segment by segment', () => {
    expect(matchRoute('/albumsearch/:activityId', '/AlbumSearch/5/')).toEqual({ activityId: '5' });
    expect(matchRoute('/albumsearch/:activityId', '/albumsearch')).toBeNull();
    expect(matchRoute('/index', '/index/2')).toBeNull();
    expect(matchRoute('/albumsearch/:activityId', '/albumsearch/%E0')).toBeNull();
  });
});
