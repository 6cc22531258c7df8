import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { OrderSummary } from '../api/get-orders.ts';
// Loaded before the tests start, so a test's time is spent on the page, not on compiling it.
import './orders-page.tsx';

const partlyRefunded: OrderSummary = {
  id: 42,
  merchantTradeNo: 'SP20260301ABCDEFGHIJ',
  status: 'paid',
  totalAmount: 1468,
  itemCount: 2,
  createdAt: '2026-03-01T01:00:00.000Z',
  paidAt: '2026-03-01T01:05:00.000Z',
  paymentType: 'Credit_CreditCard',
  refundState: 'partial',
  refundedAmount: 1299,
  lastRefundedAt: '2026-03-05T02:00:00.000Z',
};
const kept: OrderSummary = {
  ...partlyRefunded,
  id: 43,
  merchantTradeNo: 'SP20260302ABCDEFGHIJ',
  refundState: 'none',
  refundedAmount: 0,
  lastRefundedAt: null,
};

describe('/consumerrecords', { timeout: 20_000 }, () => {
  beforeEach(() => {
    loginAs();
    stubApi((path) =>
      path.endsWith('/Order/GetAll') ? envelope({ totalCount: 2, items: [partlyRefunded, kept] }) : undefined,
    );
  });

  it.each([
    ['zh-TW', '部分退款', '2026-03-05 已退 NT$ 1,299'],
    ['en', 'Partially refunded', 'NT$ 1,299 refunded on 2026-03-05'],
  ] as const)(
    'shows a partly refunded order as such in %s, with the amount and the day',
    async (language, tag, note) => {
      await setLanguage(language);
      try {
        renderApp('/consumerrecords');
        const row = (await screen.findByText(partlyRefunded.merchantTradeNo, {}, { timeout: 5000 })).closest('tr')!;
        expect(within(row).getByText(tag)).toHaveClass('ant-tag');
        expect(within(row).getByTestId('order-refunded-note')).toHaveTextContent(note);
        const other = screen.getByText(kept.merchantTradeNo).closest('tr')!;
        expect(within(other).queryByTestId('order-refunded-note')).not.toBeInTheDocument();
      } finally {
        await setLanguage('zh-TW');
      }
    },
  );
});
