import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  atPhoneWidth,
  cataloguePhoto,
  envelope,
  failure,
  loginAs,
  renderApp,
  stubApi,
} from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

// The buy action knows the member: 已購買 with the download, 待付款 with the order to pay,
// 已在購物車 with the cart, else 加入購物車; the header counts the cart at every width.

const photo = (id: number) => cataloguePhoto(id);
const detail = (id: number) => ({
  photo: photo(id),
  album: { coId: 1, name: '終點' },
  activity: { id: 5, sgL_Title: '2026 臺北城市馬拉松', sgL_ActivityDate: '2026-11-01' },
  photographer: { id: 9, displayName: '阿明', avatarUrl: null },
  bibs: [],
  neighbours: [],
});
type State = { photoId: number; state: 'bought' | 'pending' | 'inCart'; orderId: number | null };
const cartOf = (count: number, bundlePhotoIds: number[] = []) => ({
  items: [
    {
      activityId: 5,
      activityTitle: '2026 臺北城市馬拉松',
      groups: [
        {
          photographerId: 9,
          photographerName: '阿明',
          // Other photos of the race than the one on the page.
          items: Array.from({ length: count }, (_, i) => ({ photoId: 100 + i })),
        },
      ],
    },
  ],
  bundles: bundlePhotoIds.length
    ? [
        {
          id: 1,
          activityId: 5,
          activityTitle: '2026 臺北城市馬拉松',
          photoIds: bundlePhotoIds,
          photoCount: bundlePhotoIds.length,
          price: 299,
          singlesTotal: bundlePhotoIds.length * 169,
          available: true,
          message: null,
        },
      ]
    : [],
  totalCount: count + bundlePhotoIds.length,
  totalAmount: count * 169 + (bundlePhotoIds.length ? 299 : 0),
});

/** The photo page of photo 1, the member's states answered by `states` (asked each time). */
function photoPage(states: () => State[], extra: (path: string) => Response | undefined = () => undefined) {
  return stubApi((path) => {
    if (path.endsWith('/GetPhotoDetail')) return envelope(detail(1));
    if (path.endsWith('/Favorite/GetIds')) return envelope({ photoIds: [], activityIds: [] });
    if (path.endsWith('/Shop/GetMyPhotoStates')) return envelope({ items: states() });
    return extra(path);
  });
}

const statesCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.endsWith('/GetMyPhotoStates'));

describe('the buy action on the photo page', { timeout: 30_000 }, () => {
  it('offers 加入購物車 to a guest without asking for member states', async () => {
    const fetchMock = photoPage(() => []);
    renderApp('/albumphotodetail/1');
    // The first test of the file waits for the page's code too.
    await screen.findByText('NT$169', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /加入購物車/ })).toBeEnabled();
    expect(statesCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /購物車/ })).not.toBeInTheDocument();
  });

  it('offers nothing to click while the states are on their way', async () => {
    loginAs();
    const answer = photoPage(() => []);
    vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) =>
      String(input).includes('GetMyPhotoStates') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderApp('/albumphotodetail/1');
    await screen.findByText('NT$169');
    const button = screen.getByRole('button', { name: /加入購物車/ });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('ant-btn-loading');
  });

  it('shows 已購買 with a download of the original', async () => {
    loginAs();
    const fetchMock = photoPage(
      () => [{ photoId: 1, state: 'bought', orderId: 7 }],
      (path) => (path.endsWith('/GetOriginalStreamUrl') ? envelope({ url: '/download/abc' }) : undefined),
    );
    renderApp('/albumphotodetail/1');
    expect(await screen.findByText('已購買')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /加入購物車/ })).not.toBeInTheDocument();
    expect(statesCalls(fetchMock)[0]?.searchParams.get('photoIds')).toBe('1');

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: /下載原圖/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = fetchMock.mock.calls.find(([input]) => String(input).includes('/GetOriginalStreamUrl'));
    expect(new URL(String(asked?.[0]), 'http://x').searchParams.get('photoId')).toBe('1');
  });

  it('shows 待付款 with the unpaid order to pay', async () => {
    loginAs();
    photoPage(() => [{ photoId: 1, state: 'pending', orderId: 42 }]);
    renderApp('/albumphotodetail/1');
    expect(await screen.findByText('待付款')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往付款' })).toHaveAttribute('href', '/checkout/ECPay?orderId=42');
    expect(screen.queryByRole('button', { name: /加入購物車/ })).not.toBeInTheDocument();
  });

  it('adds the photo, then shows 已在購物車 with the cart, and the header counts it', async () => {
    loginAs();
    let inCart = false;
    photoPage(
      () => (inCart ? [{ photoId: 1, state: 'inCart', orderId: null }] : []),
      (path) => {
        if (path.endsWith('/Shop/getShopCartList')) return envelope(cartOf(inCart ? 3 : 2));
        if (!path.endsWith('/Shop/CreateList')) return undefined;
        inCart = true;
        return envelope({ added: 1, items: [{ photoId: 1, status: 'added', message: '已加入購物車' }] });
      },
    );
    renderApp('/albumphotodetail/1');
    expect(await screen.findByRole('link', { name: '購物車（2 張照片）' })).toHaveAttribute('href', '/checkout');

    await userEvent.click(await screen.findByRole('button', { name: /加入購物車/ }));
    expect(await screen.findByText('已在購物車')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往購物車' })).toHaveAttribute('href', '/checkout');
    expect(await screen.findByRole('link', { name: '購物車（3 張照片）' })).toBeInTheDocument();
  });
});

/**
 * The photo page of photo 1 for a member whose cart holds two photos, three once `added`; the
 * server's answer to 加入購物車 waits until the test gives it with `answerAdd`.
 */
function photoPageWithHeldAdd() {
  const cart = { added: false };
  const answer = photoPage(
    () => (cart.added ? [{ photoId: 1, state: 'inCart', orderId: null }] : []),
    (path) => (path.endsWith('/Shop/getShopCartList') ? envelope(cartOf(cart.added ? 3 : 2)) : undefined),
  );
  let answerAdd: (response: Response) => void = () => {
    throw new Error('加入購物車 was not asked');
  };
  vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) =>
    String(input).includes('/Shop/CreateList')
      ? new Promise<Response>((resolve) => (answerAdd = resolve))
      : answer(input, init),
  );
  return { cart, answerAdd: (response: Response) => answerAdd(response) };
}

describe('the header count while 加入購物車 is answered', { timeout: 30_000 }, () => {
  it('counts the photo at once, before the server has answered', async () => {
    loginAs();
    const { cart, answerAdd } = photoPageWithHeldAdd();
    renderApp('/albumphotodetail/1');
    await screen.findByRole('link', { name: '購物車（2 張照片）' }, { timeout: 10_000 });

    await userEvent.click(await screen.findByRole('button', { name: /加入購物車/ }));
    expect(await screen.findByRole('link', { name: '購物車（3 張照片）' })).toHaveTextContent('3');

    cart.added = true;
    answerAdd(envelope({ added: 1, items: [{ photoId: 1, status: 'added', message: '已加入購物車' }] }));
    expect(await screen.findByText('已在購物車')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '購物車（3 張照片）' })).toBeInTheDocument();
  });

  it('goes back to the count before when the server refuses, and says why', async () => {
    loginAs();
    const { answerAdd } = photoPageWithHeldAdd();
    renderApp('/albumphotodetail/1');
    await screen.findByRole('link', { name: '購物車（2 張照片）' }, { timeout: 10_000 });

    await userEvent.click(await screen.findByRole('button', { name: /加入購物車/ }));
    expect(await screen.findByRole('link', { name: '購物車（3 張照片）' })).toBeInTheDocument();

    answerAdd(failure('系統忙碌中，請稍後再試'));
    expect(await screen.findByText('系統忙碌中，請稍後再試')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '購物車（2 張照片）' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: /加入購物車/ })).toBeEnabled();
  });
});

describe('the buy action in the search grid', { timeout: 30_000 }, () => {
  it("asks once for the page's photos and draws each tile's state", async () => {
    loginAs();
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) {
        return envelope(activityConfigOf({ photoCount: 4, photographerCount: 1 }));
      }
      if (path.endsWith('/GetPhotoGalleryListNew')) {
        return envelope({
          totalCount: 4,
          items: [
            {
              coId: 1,
              albumName: '終點',
              cameraPoint: null,
              photographer: { id: 9, displayName: '阿明', avatarUrl: null },
              photos: [1, 2, 3, 4].map((id) => ({ ...photo(id), bibs: ['3974'] })),
            },
          ],
        });
      }
      if (path.endsWith('/Shop/GetMyPhotoStates')) {
        return envelope({
          items: [
            { photoId: 1, state: 'bought', orderId: 7 },
            { photoId: 2, state: 'pending', orderId: 42 },
            { photoId: 3, state: 'inCart', orderId: null },
          ],
        });
      }
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');
    // The search page's code loads first.
    await screen.findByText('待付款', {}, { timeout: 15_000 });
    const tile = (id: number) => document.querySelector<HTMLElement>(`.photo-tile[data-photo-id="${id}"]`)!;
    expect(within(tile(1)).getByText('已購買')).toBeInTheDocument();
    expect(within(tile(2)).getByRole('link', { name: '前往付款' })).toHaveAttribute(
      'href',
      '/checkout/ECPay?orderId=42',
    );
    expect(within(tile(3)).getByText('已在購物車')).toBeInTheDocument();
    expect(within(tile(4)).getByRole('button', { name: '將照片 4 加入購物車' })).toBeEnabled();
    expect(statesCalls(fetchMock).map((url) => url.searchParams.get('photoIds'))).toEqual(['1,2,3,4']);
  });
});

describe('the header cart on a phone', () => {
  it('shows the cart and its count next to the menu', async () => {
    atPhoneWidth();
    loginAs();
    photoPage(
      () => [],
      (path) => (path.endsWith('/Shop/getShopCartList') ? envelope(cartOf(1, [7, 8, 9])) : undefined),
    );
    renderApp('/albumphotodetail/1');
    // One photo alone and a bundle of three.
    const cart = await screen.findByRole('link', { name: '購物車（4 張照片）' });
    expect(cart).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: '選單' })).toBeInTheDocument();
  });
});
