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

// What ECPay writes in ChoosePayment and in the PaymentType of its payment notices, and its words.
const NAMES: [code: string, zh: string, en: string][] = [
  ['Credit', '信用卡', 'Credit card'],
  ['Credit_CreditCard', '信用卡', 'Credit card'],
  ['ATM_TAISHIN', 'ATM 轉帳', 'ATM transfer'],
  ['ATM_LAND', 'ATM 轉帳', 'ATM transfer'],
  ['WebATM_TAISHIN', '網路 ATM', 'Web ATM'],
  ['CVS_CVS', '超商代碼', 'Convenience-store code'],
  ['CVS_FAMILY', '超商代碼', 'Convenience-store code'],
  ['BARCODE_BARCODE', '超商條碼', 'Convenience-store barcode'],
  ['ApplePay', 'Apple Pay', 'Apple Pay'],
  ['TWQR_OPAY', '台灣 Pay（TWQR）', 'Taiwan Pay (TWQR)'],
  ['BNPL_URICH', '先買後付', 'Buy now, pay later'],
  ['ALL', '不指定（於綠界選擇）', 'Any (chosen at ECPay)'],
];
const codes = NAMES.map(([code]) => code);

describe('payment methods in words', () => {
  it('names every ECPay payment type in Chinese', async () => {
    expect(await labelsIn('zh-TW', codes)).toEqual(NAMES.map(([, zh]) => zh));
  });

  it('names every ECPay payment type in English', async () => {
    expect(await labelsIn('en', codes)).toEqual(NAMES.map(([, , en]) => en));
  });

  it('says "other" with the code for a type it does not know, never a bare code', async () => {
    expect(await labelsIn('zh-TW', ['Crypto_XYZ'])).toEqual(['其他付款方式（Crypto_XYZ）']);
    expect(await labelsIn('en', ['Crypto_XYZ'])).toEqual(['Other (Crypto_XYZ)']);
  });
});
