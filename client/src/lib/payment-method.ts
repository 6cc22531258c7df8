import type { TFunction } from 'i18next';

/**
 * ECPay's payment families: a ChoosePayment value (`Credit`, `ALL`) or the first part of the
 * PaymentType it reports once paid (`Credit_CreditCard`, `ATM_TAISHIN`, `CVS_FAMILY`, `TWQR_OPAY`).
 */
const FAMILIES = [
  'Credit',
  'WebATM',
  'ATM',
  'CVS',
  'BARCODE',
  'ApplePay',
  'GooglePay',
  'TWQR',
  'BNPL',
  'UnionPay',
  'WeiXin',
  'ALL',
] as const;

type Family = (typeof FAMILIES)[number];

const isFamily = (value: string): value is Family => (FAMILIES as readonly string[]).includes(value);

/**
 * A payment method in the reader's language, named by its family (信用卡 for `Credit_CreditCard`).
 * A type ECPay adds later reads "Other (its code)" rather than a bare code. The names live in the
 * shop's strings; the back office reads them too.
 */
export function paymentMethodLabel(t: TFunction<'shop'>, value: string): string {
  const family = value.split('_')[0] ?? value;
  return isFamily(family) ? t(`payment.methods.${family}`) : t('payment.methods.other', { code: value });
}
