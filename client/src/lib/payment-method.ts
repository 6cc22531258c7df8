import type { TFunction } from 'i18next';

const KNOWN = ['Credit', 'WebATM', 'ATM'];

/**
 * A payment method in the reader's language: a ChoosePayment value (`Credit`) or the PaymentType
 * ECPay reports once paid (`Credit_CreditCard`, `ATM_TAISHIN`), named by its family. Anything
 * else is shown as ECPay wrote it. The names live in the shop's strings; the back office reads them too.
 */
export function paymentMethodLabel(t: TFunction<'shop'>, value: string): string {
  const family = value.split('_')[0] ?? value;
  return KNOWN.includes(family) ? t(`payment.methods.${family}`) : value;
}
