import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

const PHOTOGRAPHER_PAGE = '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotographerPage';
const photographer = { id: 9, displayName: '阿光攝影', avatarUrl: null };
const activity = (id: number, title: string) => ({
  id,
  sgL_Title: title,
  sgL_ActivityDate: '2026-11-01',
  albums: [{ coId: id * 10, name: `${title} 終點`, cameraPoint: '終點拱門', photoCount: 42, coverUrl: null }],
});
const photographerPage = (page: number) => ({
  photographer: { ...photographer, introduction: '專拍路跑十年' },
  albumCount: 7,
  photoCount: 1234,
  activities: { totalCount: 6, items: page === 1 ? [activity(5, '臺北城市馬拉松')] : [activity(6, '台中花都半馬')] },
});

describe("a photographer's page", { timeout: 60_000 }, () => {
  it('shows the introduction and counts, then albums by activity, a page of activities at a time', async () => {
    const fetchMock = stubApi((path) => {
      if (path !== PHOTOGRAPHER_PAGE) return undefined;
      // The handler sees the path only; the call being answered is the latest one.
      const { searchParams } = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      return envelope(photographerPage(searchParams.get('SkipCount') === '0' ? 1 : 2));
    });
    loginAs();
    renderApp('/photographeralbum/9');
    expect(await screen.findByRole('heading', { level: 1, name: '阿光攝影' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('專拍路跑十年')).toBeInTheDocument();
    expect(screen.getByText(/7 本相簿/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '臺北城市馬拉松' })).toHaveAttribute('href', '/activityevent/5');
    const card = screen.getByRole('link', { name: /臺北城市馬拉松 終點/ });
    expect(card).toHaveAttribute('href', '/activityevent/5?album=50');
    expect(within(card).getByText('終點拱門')).toBeInTheDocument();
    expect(within(card).getByText('42 張照片')).toBeInTheDocument();
    const firstCall = fetchMock.mock.calls.find(([url]) => String(url).includes(PHOTOGRAPHER_PAGE));
    expect(String(firstCall?.[0])).toContain('userId=9');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: '台中花都半馬' })).toHaveAttribute('href', '/activityevent/6');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => /SkipCount=5/.test(String(url)))).toBe(true));
  });

  it('says so for a photographer that does not exist', async () => {
    stubApi((path) => (path === PHOTOGRAPHER_PAGE ? failure('找不到攝影師', 404) : undefined));
    loginAs();
    renderApp('/photographeralbum/404');
    expect(await screen.findByText('找不到這位攝影師', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('camera points on an activity page', { timeout: 60_000 }, () => {
  it("shows each album's camera point and links the photographer's heading to their page", async () => {
    stubApi((path) =>
      path.endsWith('/GetConfigByActivityId')
        ? envelope(
            activityConfigOf({
              photoCount: 42,
              photographerCount: 1,
              faceSearchEnabled: false,
              albums: [
                {
                  coId: 50,
                  name: '終點',
                  cameraPoint: '終點拱門',
                  shootDate: null,
                  photoCount: 42,
                  coverUrl: null,
                  photographer,
                },
              ],
            }),
          )
        : undefined,
    );
    renderApp('/activityevent/5');
    const section = await screen.findByRole('region', { name: '阿光攝影' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: '阿光攝影' })).toHaveAttribute('href', '/photographeralbum/9');
    expect(within(section).getByText('終點拱門')).toHaveClass('camera-point-tag');
  });
});
