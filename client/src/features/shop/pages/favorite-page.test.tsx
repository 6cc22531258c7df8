import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { Favorite } from '../api/get-favorites.ts';
// Loaded before the tests start, so a test's time is spent on the page, not on compiling it.
import './favorite-page.tsx';

const slow = { timeout: 5000 };

const favouritePhoto: Favorite = {
  favoriteId: 1,
  createdAt: '2026-03-02T00:00:00.000Z',
  activity: null,
  photo: {
    id: 101,
    coId: 3,
    thumbnailUrl: null,
    previewUrl: null,
    thumbnailSrcSet: null,
    previewSrcSet: null,
    width: 1600,
    height: 1067,
    takenAt: '2026-03-01T00:10:00.000Z',
    price: 169,
    activityId: 1,
    activityTitle: '2026 臺北城市馬拉松',
  },
};

describe('/favorite', { timeout: 20_000 }, () => {
  beforeEach(() => {
    loginAs();
  });

  it('adds a favourite photo to the cart and tells why when the server refuses it', async () => {
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/Favorite/GetAll')) return envelope({ totalCount: 1, items: [favouritePhoto] });
      if (path.endsWith('/Shop/CreateList')) {
        return envelope({
          added: 0,
          items: [{ photoId: 101, status: 'bought', message: '您已經購買過這張照片' }],
        });
      }
      return undefined;
    });
    renderApp('/favorite');

    await userEvent.click(await screen.findByRole('button', { name: '將照片 101 加入購物車' }, slow));

    expect(await screen.findByText('您已經購買過這張照片')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Shop/CreateList'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ photoIds: [101] });
    expect(screen.getByText('NT$ 169')).toBeInTheDocument();
  });

  it('asks the server for favourite events on the events tab and offers the catalogue when there are none', async () => {
    const fetchMock = stubApi((path) =>
      path.endsWith('/Favorite/GetAll') ? envelope({ totalCount: 0, items: [] }) : undefined,
    );
    renderApp('/favorite?tab=activities');

    expect(await screen.findByText('還沒有收藏的活動。', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '瀏覽賽事相簿' })).toHaveAttribute('href', '/eventlist');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Favorite/GetAll'));
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('type')).toBe('activity');
  });
});
