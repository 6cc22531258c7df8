import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { EcpayForm } from '../api/get-ecpay-form.ts';
import type { OrderDetail } from '../api/get-order.ts';
// Loaded before the tests start, so a test's time is spent on the page, not on compiling it.
import './ecpay-page.tsx';

const pending: OrderDetail = {
  id: 42,
  merchantTradeNo: 'SP261123120000ABCDEF',
  status: 'pending',
  totalAmount: 169,
  itemCount: 1,
  createdAt: new Date().toISOString(),
  paidAt: null,
  paymentType: null,
  choosePayment: 'Credit',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  cancelledAt: null,
  bundles: [],
  refundedAt: null,
  refundState: 'none',
  refundedAmount: 0,
  lastRefundedAt: null,
  items: [],
};

/** Each form the server signs carries a new MerchantTradeNo, as Order/GetEcpayForm does. */
function serveForms() {
  let issued = 0;
  return stubApi((path) => {
    if (path.endsWith('/Order/Get')) return envelope(pending);
    if (!path.endsWith('/Order/GetEcpayForm')) return undefined;
    issued += 1;
    const form: EcpayForm = {
      action: 'http://localhost/ecpay-simulator/Cashier/AioCheckOut/V5',
      fields: { MerchantTradeNo: `SP261123120000NUMBR${issued}` },
      order: { ...pending, choosePayment: 'Credit' },
    };
    return envelope(form);
  });
}

const postedNumber = () =>
  document.querySelector<HTMLInputElement>('form.ecpay-form input[name="MerchantTradeNo"]')?.value;

describe('/checkout/ECPay', { timeout: 20_000 }, () => {
  beforeEach(() => {
    loginAs();
  });

  it('asks for a form with a fresh number when the browser restores the page from its history', async () => {
    serveForms();
    renderApp('/checkout/ECPay?orderId=42');
    await screen.findByRole('button', { name: '前往付款' }, { timeout: 5000 });
    expect(postedNumber()).toBe('SP261123120000NUMBR1');

    // Back from ECPay: the restored page's form may already have been posted.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(postedNumber()).toBe('SP261123120000NUMBR2'));
  });
});
