import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCheckoutForm,
  checkMacValue,
  hasValidCheckMac,
  itemNameOf,
  PUBLIC_STAGE_MERCHANT,
  taipeiDateTime,
} from '../../src/payments/ecpay.ts';

const keys = PUBLIC_STAGE_MERCHANT;

describe('CheckMacValue', () => {
  it("matches ECPay's documented example (developers.ecpay.com.tw, 檢查碼機制)", () => {
    const fields = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    // The documented URL-encoded string, lowercased and hashed as the documentation says.
    const encoded =
      'HashKey%3dpwFHCqoQZGmho4w6%26ChoosePayment%3dALL%26EncryptType%3d1%26ItemName%3dApple+iphone+15%26MerchantID%3d3002607%26MerchantTradeDate%3d2023%2f03%2f12+15%3a30%3a23%26MerchantTradeNo%3decpay20230312153023%26PaymentType%3daio%26ReturnURL%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26TotalAmount%3d30000%26TradeDesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26HashIV%3dEkRm7iFT261dpevs';
    const expected = createHash('sha256').update(encoded.toLowerCase()).digest('hex').toUpperCase();
    expect(checkMacValue(fields, keys)).toBe(expected);
    expect(hasValidCheckMac({ ...fields, CheckMacValue: expected }, keys)).toBe(true);
    expect(hasValidCheckMac({ ...fields, CheckMacValue: expected.toLowerCase() }, keys)).toBe(true);
    expect(hasValidCheckMac({ ...fields, TotalAmount: '30001', CheckMacValue: expected }, keys)).toBe(false);
    expect(hasValidCheckMac({ ...fields, CheckMacValue: 'short' }, keys)).toBe(false);
  });

  it('never prints the keys (the SDK logs the string it hashes)', () => {
    const log = vi.spyOn(console, 'log');
    checkMacValue({ a: '1' }, keys);
    buildCheckoutForm({
      keys,
      mode: 'stage',
      publicUrl: 'https://shop.example',
      method: 'Credit',
      merchantTradeNo: 'SP2611231200001ABCDE',
      tradeDate: new Date(),
      totalAmount: 169,
      tradeDesc: '照片',
      itemNames: ['照片 1'],
      returnUrl: 'https://shop.example/r',
      orderResultUrl: 'https://shop.example/o',
      clientBackUrl: 'https://shop.example/b',
    });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('AioCheckOut form', () => {
  const input = {
    keys,
    publicUrl: 'https://shop.example',
    merchantTradeNo: 'SP2611231200001ABCDE',
    tradeDate: new Date('2026-11-23T16:30:05Z'),
    totalAmount: 368,
    tradeDesc: '運動相簿 照片',
    itemNames: ['馬拉松 照片 1', '馬拉松 照片 2'],
    returnUrl: 'https://shop.example/r',
    orderResultUrl: 'https://shop.example/o',
    clientBackUrl: 'https://shop.example/b',
  };

  it("posts to ECPay's stage or production site, or to the simulator", () => {
    expect(buildCheckoutForm({ ...input, mode: 'stage', method: 'Credit' }).action).toBe(
      'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
    );
    expect(buildCheckoutForm({ ...input, mode: 'production', method: 'Credit' }).action).toBe(
      'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    );
    expect(buildCheckoutForm({ ...input, mode: 'simulator', method: 'Credit' }).action).toBe(
      'https://shop.example/ecpay-simulator/Cashier/AioCheckOut/V5',
    );
  });

  it('dates the trade in Taipei time and signs every field', () => {
    const { fields } = buildCheckoutForm({ ...input, mode: 'stage', method: 'ATM' });
    expect(fields).toMatchObject({
      MerchantTradeDate: '2026/11/24 00:30:05',
      ChoosePayment: 'ATM',
      ExpireDate: '1',
      EncryptType: '1',
      ItemName: '馬拉松 照片 1#馬拉松 照片 2',
    });
    expect(hasValidCheckMac(fields, keys)).toBe(true);
    expect(JSON.stringify(fields)).not.toContain(keys.hashKey);
  });

  it('formats dates in Taipei time', () => {
    expect(taipeiDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026/01/01 08:00:00');
  });
});

describe('ItemName', () => {
  it('takes out what would break the separator or the signature', () => {
    expect(itemNameOf(['賽事 #1 "A" \\ Ä', 'b'])).toBe('賽事 1 A#b');
  });

  it("stays within ECPay's 200 characters and says how many items are left out", () => {
    const names = Array.from({ length: 30 }, (_, i) => `2026 台北國際馬拉松 照片 ${1000 + i}`);
    const name = itemNameOf(names);
    expect(name.length).toBeLessThanOrEqual(200);
    const shown = name.split('#');
    const more = Number(shown.pop()!.slice(1));
    expect(shown.length + more).toBe(30);
    expect(shown.every((n, i) => n === names[i])).toBe(true);
  });
});
