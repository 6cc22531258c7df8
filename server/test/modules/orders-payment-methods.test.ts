import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setMethods = (enabledMethods: string[]) =>
  t.db.paymentSetting.update({ where: { id: 1 }, data: { enabledMethods } });

describe('Order/GetPaymentMethods', () => {
  it('offers the enabled methods, credit card first when enabled, and follows the back office', async () => {
    const { headers } = await signIn(t);
    const methods = async () =>
      (await t.app.inject({ method: 'GET', url: api('Order/GetPaymentMethods'), headers })).json().result.methods;

    await setMethods(['ATM', 'Credit']);
    expect(await methods()).toEqual(['Credit', 'ATM']);
    await setMethods(['WebATM', 'ATM']);
    expect(await methods()).toEqual(['WebATM', 'ATM']);
    // A method ECPay's form cannot carry is never offered.
    await setMethods(['BARCODE', 'ATM']);
    expect(await methods()).toEqual(['ATM']);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('Order/GetPaymentMethods') });
    expect(response.statusCode).toBe(401);
  });
});
