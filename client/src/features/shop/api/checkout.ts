import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PaymentMethod } from './get-payment-methods.ts';
import { cartKey } from '../../../lib/shop-keys.ts';
import { ordersKey } from './get-orders.ts';

/** Turns the whole cart into a pending order, paid with one of the offered methods (ECPay ChoosePayment). */
export function checkout(choosePayment: PaymentMethod) {
  return api.post('/api/services/app/Order/Checkout', { choosePayment });
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
