import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n.ts';
import { paymentMethodLabel } from './payment-method.ts';

afterEach(async () => {
  await setLanguage('zh-TW');
});

async function labelsIn(language: 'zh-TW' | 'en', codes: string[]) {
  await setLanguage(language);
  await i18n.loadNamespaces('shop');
  const t = i18n.getFixedT(language, 'shop');
  return codes.map((code) => paymentMethodLabel(t, code));
}

// What ECPay writes in ChoosePayment and in the PaymentType of its payment notices.
const CODES = [
  'Credit',
  'Credit_CreditCard',
  'ATM_TAISHIN',
  'ATM_LAND',
  'WebATM_TAISHIN',
  'CVS_CVS',
  'CVS_FAMILY',
  'BARCODE_BARCODE',
  'ApplePay',
  'TWQR_OPAY',
  'BNPL_URICH',
  'ALL',
];

describe('payment methods in words', () => {
  it('names every ECPay payment type in Chinese', async () => {
    expect(await labelsIn('zh-TW', CODES)).toEqual([
      '信用卡',
      '信用卡',
      'ATM 轉帳',
      'ATM 轉帳',
      '網路 ATM',
      '超商代碼',
      '超商代碼',
      '超商條碼',
      'Apple Pay',
      '台灣 Pay（TWQR）',
      '先買後付',
      '不指定（於綠界選擇）',
    ]);
  });

  it('names every ECPay payment type in English', async () => {
    expect(await labelsIn('en', CODES)).toEqual([
      'Credit card',
      'Credit card',
      'ATM transfer',
      'ATM transfer',
      'Web ATM',
      'Convenience-store code',
      'Convenience-store code',
      'Convenience-store barcode',
      'Apple Pay',
      'Taiwan Pay (TWQR)',
      'Buy now, pay later',
      'Any (chosen at ECPay)',
    ]);
  });

  it('says "other" with the code for a type it does not know, never a bare code', async () => {
    expect(await labelsIn('zh-TW', ['Crypto_XYZ'])).toEqual(['其他付款方式（Crypto_XYZ）']);
    expect(await labelsIn('en', ['Crypto_XYZ'])).toEqual(['Other (Crypto_XYZ)']);
  });
});
