import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { OrderDetail } from '../api/get-order.ts';
import type { OrderStatus } from '../api/get-orders.ts';
import { formatCountdown, statusView } from '../lib/order-status.ts';
// Loaded before the tests start, so a test's time is spent on the page, not on compiling it.
import './order-details-page.tsx';

const slow = { timeout: 5000 };
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

function order(status: OrderStatus, extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    merchantTradeNo: 'SP20260301ABCDEFGHIJ',
    status,
    totalAmount: 1468,
    itemCount: 2,
    createdAt: '2026-03-01T01:00:00.000Z',
    paidAt: status === 'paid' || status === 'refunded' ? '2026-03-01T01:05:00.000Z' : null,
    paymentType: status === 'paid' ? 'Credit_CreditCard' : null,
    choosePayment: 'Credit',
    expiresAt: minutes(20),
    cancelledAt: null,
    refundedAt: status === 'refunded' ? '2026-03-05T02:00:00.000Z' : null,
    refundState: status === 'refunded' ? 'full' : 'none',
    refundedAmount: status === 'refunded' ? 1468 : 0,
    lastRefundedAt: status === 'refunded' ? '2026-03-05T02:00:00.000Z' : null,
    items: [101, 102].map((photoId, index) => ({
      photoId,
      activityId: 1,
      activityTitle: '2026 臺北城市馬拉松',
      albumId: 3,
      photographerId: 7,
      photographerName: '阿明',
      price: index === 0 ? 169 : 1299,
      bundleActivityId: null,
      thumbnailUrl: null,
      takenAt: '2026-03-01T00:10:00.000Z',
      refundedAt: status === 'refunded' ? '2026-03-05T02:00:00.000Z' : null,
    })),
    bundles: [],
    ...extra,
  };
}

function serve(detail: OrderDetail) {
  return stubApi((path) => (path.endsWith('/Order/Get') ? envelope(detail) : undefined));
}

describe('order status', () => {
  it('reads an unpaid order past its 30 minutes as expired, before the expiry job cancels it', () => {
    const now = Date.parse('2026-03-01T01:30:00.000Z');
    expect(statusView({ status: 'pending', expiresAt: '2026-03-01T01:30:00.000Z' }, now)).toBe('expired');
    expect(statusView({ status: 'pending', expiresAt: '2026-03-01T01:30:01.000Z' }, now)).toBe('pending');
    expect(statusView({ status: 'paid', expiresAt: '2026-03-01T01:00:00.000Z' }, now)).toBe('paid');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('/orderdetails/:OrderId', { timeout: 20_000 }, () => {
  beforeEach(() => {
    loginAs();
  });

  it.each([
    ['paid', '已付款', '付款完成，感謝您的購買！'],
    ['failed', '付款失敗', '這筆訂單的照片可以重新加入購物車購買。'],
    ['cancelled', '已取消（逾期未付）', '訂單已逾期取消'],
    ['refunded', '已退款', '這筆訂單已於 2026-03-05'],
  ] as const)('labels a %s order and says what it means', async (status, label, banner) => {
    serve(order(status));
    renderApp('/orderdetails/42');
    const card = (await screen.findByText('訂單資訊', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(label)).toHaveClass('ant-tag');
    expect(screen.getByText(new RegExp(banner))).toBeInTheDocument();
  });

  it('offers the originals and the ZIP only once paid', async () => {
    serve(order('paid'));
    renderApp('/orderdetails/42');
    expect(await screen.findByRole('button', { name: /下載整筆訂單（ZIP）$/ }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^下載照片 10[12] 的原圖$/ })).toHaveLength(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('NT$ 1,468');
    // The method chosen and the one ECPay reports, both in words.
    expect(screen.getAllByText('信用卡')).toHaveLength(2);
    expect(screen.queryByText(/Credit_CreditCard/)).not.toBeInTheDocument();
  });

  it.each([
    ['zh-TW', '部分退款', /部分照片已於 2026-03-0\d .* 退款 NT\$ 1,299/, '退款金額', '已退款'],
    ['en', 'Partially refunded', /NT\$ 1,299 was refunded for some photos on 2026-03-0\d/, 'Refunded', 'Refunded'],
  ] as const)(
    'shows a partial refund in %s: state, amount, when, and the refunded photo without a download',
    async (language, label, banner, amountLabel, mark) => {
      await setLanguage(language);
      try {
        const paid = order('paid');
        const refundedAt = '2026-03-05T02:00:00.000Z';
        serve({
          ...paid,
          refundState: 'partial',
          refundedAmount: 1299,
          lastRefundedAt: refundedAt,
          items: [paid.items[0]!, { ...paid.items[1]!, refundedAt }],
        });
        renderApp('/orderdetails/42');
        const card = (await screen.findByTestId('order-total', {}, slow)).closest('.ant-card') as HTMLElement;
        expect(within(card).getByText(label)).toHaveClass('ant-tag');
        expect(screen.getByText(banner)).toBeInTheDocument();
        expect(within(card).getByText(amountLabel)).toBeInTheDocument();
        expect(screen.getByTestId('order-refunded')).toHaveTextContent('NT$ 1,299');
        const [kept, refunded] = screen.getAllByTestId('order-item');
        expect(within(refunded!).getByTestId('item-refunded')).toHaveTextContent(mark);
        expect(within(refunded!).queryByRole('button')).not.toBeInTheDocument();
        expect(within(kept!).getByRole('button')).toBeInTheDocument();
        expect(within(kept!).queryByTestId('item-refunded')).not.toBeInTheDocument();
      } finally {
        await setLanguage('zh-TW');
      }
    },
  );

  it('shows a bundle once with its price, its photos (each downloadable) under it on demand', async () => {
    const photo = order('paid').items[0]!;
    const bundled = [201, 202, 203].map((photoId) => ({ ...photo, photoId, price: 133, bundleActivityId: 1 }));
    serve(
      order('paid', {
        itemCount: 4,
        items: [bundled[0]!, photo, bundled[1]!, bundled[2]!],
        bundles: [{ activityId: 1, activityTitle: '2026 臺北城市馬拉松', price: 399, photoCount: 3 }],
      }),
    );
    renderApp('/orderdetails/42');
    const bundle = await screen.findByTestId('order-bundle', {}, slow);
    expect(within(bundle).getByText('活動全部照片組合（3 張）')).toBeInTheDocument();
    expect(within(bundle).getByText('NT$ 399')).toBeInTheDocument();
    // One priced line for the bundle, one for the photo bought alone: no NT$ 133 per bundled photo.
    expect(screen.getAllByTestId('order-item')).toHaveLength(1);
    expect(screen.queryByText('NT$ 133')).not.toBeInTheDocument();

    await userEvent.click(within(bundle).getByRole('button', { name: '查看組合內的照片' }));
    expect(within(bundle).getAllByTestId('order-item')).toHaveLength(3);
    expect(within(bundle).getByRole('button', { name: '下載照片 202 的原圖' })).toBeInTheDocument();
    expect(screen.queryByText('NT$ 133')).not.toBeInTheDocument();
  });

  it('shows a pending order with its countdown and a way to pay again, and no downloads', async () => {
    serve(order('pending', { expiresAt: minutes(20) }));
    renderApp('/orderdetails/42');
    expect(await screen.findByText(/^等待付款：請於 (19:5\d|20:00) 內完成付款$/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新付款' })).toHaveAttribute('href', '/checkout/ECPay?orderId=42');
    expect(screen.queryByRole('button', { name: /下載/ })).not.toBeInTheDocument();
  });

  it('tells an unpaid order past its time is expired, without a pay button', async () => {
    serve(order('pending', { expiresAt: minutes(-1) }));
    renderApp('/orderdetails/42');
    expect(await screen.findByText('訂單已逾期取消', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('已逾期')).toHaveClass('ant-tag');
    expect(screen.queryByRole('link', { name: '重新付款' })).not.toBeInTheDocument();
  });

  it('labels the status in English too', async () => {
    await setLanguage('en');
    try {
      serve(order('cancelled'));
      renderApp('/orderdetails/42');
      expect(await screen.findByText('Cancelled (expired)', {}, slow)).toHaveClass('ant-tag');
      expect(screen.getByText('The order expired unpaid and was cancelled')).toBeInTheDocument();
    } finally {
      await setLanguage('zh-TW');
    }
  });
});
