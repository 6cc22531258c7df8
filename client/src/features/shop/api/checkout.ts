import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';
import { ordersKey } from './get-orders.ts';

/** ECPay ChoosePayment values the server knows (server/src/payments/ecpay.ts). */
export const PAYMENT_METHODS = ['Credit', 'WebATM', 'ATM'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CheckoutResult {
  orderId: number;
  merchantTradeNo: string;
  totalAmount: number;
}

/** Turns the whole cart into a pending order. */
export function checkout(choosePayment: PaymentMethod) {
  return api.post<CheckoutResult>('/api/services/app/Order/Checkout', { choosePayment });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    // Refused or not, the cart may have changed (a photo sold out meanwhile): show it as it is.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]),
  });
}
