import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { Cart, CartPhoto } from '../api/get-cart.ts';
// Loaded before the tests start, so a test's time is spent on the page, not on compiling it.
import './checkout-page.tsx';

const photo = (cartItemId: number, price: number, extra: Partial<CartPhoto> = {}): CartPhoto => ({
  id: cartItemId + 100,
  photoId: cartItemId + 100,
  cartItemId,
  coId: 1,
  thumbnailUrl: null,
  previewUrl: null,
  thumbnailSrcSet: null,
  previewSrcSet: null,
  width: 1600,
  height: 1067,
  takenAt: '2026-03-01T00:10:00.000Z',
  price,
  available: true,
  message: null,
  ...extra,
});

// Two activities; the first has two photographers; one photo can no longer be bought.
const cart: Cart = {
  items: [
    {
      activityId: 1,
      activityTitle: '2026 臺北城市馬拉松',
      groups: [
        { photographerId: 7, photographerName: '阿明', items: [photo(1, 169), photo(2, 1299)] },
        {
          photographerId: 8,
          photographerName: '小美',
          items: [photo(3, 199), photo(4, 99, { available: false, message: '這張照片已下架' })],
        },
      ],
    },
    {
      activityId: 2,
      activityTitle: '2026 日月潭環湖',
      groups: [{ photographerId: 7, photographerName: '阿明', items: [photo(5, 249)] }],
    },
  ],
  bundles: [],
  totalCount: 4,
  totalAmount: 1916,
};

// The whole app renders in jsdom on a shared two-core machine: allow it time.
const slow = { timeout: 5000 };

/** The cart, the enabled payment methods, then whatever `more` answers. */
function serve(methods: string[], more: (path: string) => Response | undefined = () => undefined) {
  return stubApi((path) => {
    if (path.endsWith('/Shop/getShopCartList')) return envelope(cart);
    if (path.endsWith('/Order/GetPaymentMethods')) return envelope({ methods });
    return more(path);
  });
}

describe('/checkout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    loginAs();
  });

  it('groups the cart by activity then photographer, with subtotals and the total in whole NT$', async () => {
    serve(['Credit']);
    renderApp('/checkout');

    const marathon = (await screen.findByRole('link', { name: '2026 臺北城市馬拉松' }, slow)).closest('.ant-card')!;
    const ming = within(marathon as HTMLElement).getByRole('region', { name: '阿明' });
    expect(within(ming).getAllByTestId('cart-item')).toHaveLength(2);
    expect(within(ming).getByText('2 張，小計 NT$ 1,468')).toBeInTheDocument();
    // The photo that cannot be bought says why and is not counted.
    const mei = within(marathon as HTMLElement).getByRole('region', { name: '小美' });
    expect(within(mei).getByText('這張照片已下架')).toBeInTheDocument();
    expect(within(mei).getByText('2 張，小計 NT$ 199')).toBeInTheDocument();
    expect(screen.getByTestId('activity-subtotal-1')).toHaveTextContent('小計 NT$ 1,667');
    expect(screen.getByTestId('activity-subtotal-2')).toHaveTextContent('小計 NT$ 249');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$ 1,916');
    // Only what the back office enabled is offered.
    expect(await screen.findByRole('radio', { name: '信用卡' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('removes a photo by its cart item and shows the cart again', async () => {
    let current = cart;
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/Shop/Delete')) {
        current = { ...cart, items: cart.items.slice(1), totalCount: 1, totalAmount: 249 };
        return envelope({ removed: 1 });
      }
      if (path.endsWith('/Order/GetPaymentMethods')) return envelope({ methods: ['Credit'] });
      return path.endsWith('/Shop/getShopCartList') ? envelope(current) : undefined;
    });
    renderApp('/checkout');

    await userEvent.click(await screen.findByRole('button', { name: '從購物車移除照片 101' }, slow));

    const deleteCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/Shop/Delete'));
    expect(new URL(String(deleteCall?.[0]), 'http://localhost').searchParams.get('id')).toBe('1');
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('NT$ 249');
    expect(screen.queryByRole('link', { name: '2026 臺北城市馬拉松' })).not.toBeInTheDocument();
  });

  it('checks out with the chosen payment method and goes to the payment page', async () => {
    const order = {
      id: 42,
      merchantTradeNo: 'SP2026',
      status: 'pending',
      totalAmount: 1916,
      itemCount: 4,
      createdAt: new Date().toISOString(),
      paidAt: null,
      paymentType: null,
      choosePayment: 'ATM',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      cancelledAt: null,
      refundedAt: null,
      items: [],
      bundles: [],
    };
    const fetchMock = serve(['Credit', 'ATM'], (path) => {
      if (path.endsWith('/Order/Checkout'))
        return envelope({ orderId: 42, merchantTradeNo: 'SP2026', totalAmount: 1916 });
      if (path.endsWith('/Order/Get')) return envelope(order);
      if (path.endsWith('/Order/GetEcpayForm')) {
        return envelope({ action: '/ecpay-simulator/Cashier/AioCheckOut/V5', fields: {}, order });
      }
      return undefined;
    });
    const { router } = renderApp('/checkout');

    await userEvent.click(await screen.findByRole('radio', { name: 'ATM 轉帳' }, slow));
    await userEvent.click(screen.getByRole('button', { name: /^結\s?帳$/ }));

    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/checkout/ECPay?orderId=42');
    expect(await screen.findByRole('button', { name: '前往付款' }, slow)).toBeInTheDocument();
    const checkoutCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/Order/Checkout'));
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({ choosePayment: 'ATM' });
  });

  it('shows why the server refused the checkout and stays on the cart', async () => {
    serve(['Credit'], (path) => (path.endsWith('/Order/Checkout') ? failure('照片 104 已經購買過了', 400) : undefined));
    const { router } = renderApp('/checkout');

    await screen.findByRole('radio', { name: '信用卡' }, slow);
    await userEvent.click(screen.getByRole('button', { name: /^結\s?帳$/ }));

    const summary = screen.getByText('付款方式').closest('.ant-card') as HTMLElement;
    expect(await within(summary).findByRole('alert')).toHaveTextContent('照片 104 已經購買過了');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('offers the catalogue when the cart is empty', async () => {
    stubApi((path) => {
      if (path.endsWith('/Order/GetPaymentMethods')) return envelope({ methods: ['Credit'] });
      return path.endsWith('/Shop/getShopCartList')
        ? envelope({ items: [], bundles: [], totalCount: 0, totalAmount: 0 })
        : undefined;
    });
    renderApp('/checkout');
    expect(await screen.findByText('購物車是空的，去賽事相簿找找你的照片吧。', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '瀏覽賽事相簿' })).toHaveAttribute('href', '/eventlist');
  });
});
