import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const API = '/api/services/app';
const table = pageRoutes.filter((route) => ['/albumsearch/:activityId', '/checkout'].includes(route.path));

describe('the activity bundle', { timeout: 90_000 }, () => {
  it('offers all the runner’s photos above the bib results and adds them as one line', async () => {
    loginAs();
    const fetchMock = stubApi((path) => {
      if (path === `${API}/Activity/GetConfigByActivityId`)
        return envelope({
          id: 5,
          sgL_Title: '臺北馬拉松',
          sgL_ActivityDate: '2026-03-01',
          region: null,
          typeName: null,
          eventId: null,
          coverUrl: null,
          photoCount: 3,
          photographerCount: 1,
          bibSearchEnabled: true,
          faceSearchEnabled: false,
          bundlePrice: 299,
          albums: [],
        });
      if (path === '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew')
        return envelope({ totalCount: 3, items: [] });
      if (path === `${API}/Shop/GetBundleOffer`)
        return envelope({ activityId: 5, photoCount: 3, price: 299, singlesTotal: 507 });
      if (path === `${API}/Shop/AddBundle`)
        return envelope({ activityId: 5, photoCount: 3, price: 299, singlesTotal: 507 });
      return undefined;
    });
    renderApp('/albumsearch/5?code=1234', table);
    const offer = await screen.findByRole('button', { name: '全部 3 張 NT$ 299（省 NT$ 208）' }, { timeout: 20_000 });
    fireEvent.click(offer);
    expect(await screen.findByText('已將整組照片加入購物車', {}, { timeout: 20_000 })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('Shop/AddBundle'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ activityId: 5, code: '1234' });
  });

  it('shows a bundle in the cart with its count, price and saving, and removes it', async () => {
    loginAs();
    const bundle = {
      id: 3,
      activityId: 5,
      activityTitle: '臺北馬拉松',
      photoIds: [1, 2, 3],
      photoCount: 3,
      price: 299,
      singlesTotal: 507,
      available: true,
      message: null,
    };
    const fetchMock = stubApi((path) => {
      if (path === `${API}/Shop/getShopCartList`)
        return envelope({ items: [], bundles: [bundle], totalCount: 3, totalAmount: 299 });
      if (path === `${API}/Order/GetPaymentMethods`) return envelope({ methods: ['Credit'] });
      if (path === `${API}/Shop/DeleteBundle`) return envelope({ removed: 1 });
      return undefined;
    });
    renderApp('/checkout', table);
    expect(await screen.findByText('整組優惠：全部 3 張', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('（省 NT$ 208）')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$ 299');
    fireEvent.click(screen.getByRole('button', { name: '從購物車移除整組照片' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Shop/DeleteBundle?id=3'))).toBe(true),
    );
  });
});
