import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  checkout,
  pathOf,
  photosPriced,
  postForm,
  readForm,
  returnNotification,
  shopKeys,
  signIn,
} from '../helpers/payments.ts';
import { PUBLIC_STAGE_MERCHANT } from '../../src/payments/ecpay.ts';
import { addToCart } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The merchant's HashKey and HashIV sign every payment: no answer and no log line may carry them.

const HASH_KEY = 'Zq8SecretHashKey';
const HASH_IV = 'Xw3SecretHashIv0';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: { write: (line: string) => logLines.push(line) } });
});
afterAll(() => t.close());

describe('merchant keys', () => {
  it('appear in no API answer, page or log line of the whole buying flow', async () => {
    const printed = (['log', 'info', 'warn', 'debug'] as const).map((level) => vi.spyOn(console, level));
    const answers: LightMyRequestResponse[] = [];
    const seen = <T extends LightMyRequestResponse>(response: T) => {
      answers.push(response);
      return response;
    };

    const admin = await signIn(t, { isAdmin: true, roles: ['Admin'] });
    seen(
      await t.app.inject({
        method: 'POST',
        url: api('AdminPaymentSetting/Update'),
        headers: admin.headers,
        payload: { merchantId: '3002607', hashKey: HASH_KEY, hashIv: HASH_IV },
      }),
    );
    seen(await t.app.inject({ url: api('AdminPaymentSetting/Get'), headers: admin.headers }));

    const buyer = await signIn(t);
    await addToCart(t.db, buyer.user.id, await photosPriced(t, [169, 199]));
    const { orderId } = seen(await checkout(t, buyer.headers)).json().result;
    const form = seen(
      await t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers }),
    );
    const { action, fields } = form.json().result;
    const page = seen(await postForm(t.app, pathOf(action), fields));
    seen(await postForm(t.app, pathOf(action), { ...fields, TotalAmount: '1' }));
    const buttons = readForm(page.body);
    const done = seen(await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'pay' }));
    const back = readForm(done.body);
    seen(await postForm(t.app, pathOf(back.action!), back.fields));
    seen(await t.app.inject({ url: api(`Order/Get?id=${orderId}`), headers: buyer.headers }));
    seen(await t.app.inject({ url: api('Order/GetAll'), headers: buyer.headers }));
    // A forged notification (signed with the published stage keys) is refused and logged.
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    seen(await postForm(t.app, api('Payment/EcpayReturn'), returnNotification(t, order, {}, PUBLIC_STAGE_MERCHANT)));

    // Even a careless log of the settings row is redacted.
    t.app.log.info({ setting: await t.db.paymentSetting.findUniqueOrThrow({ where: { id: 1 } }) }, 'settings logged');
    expect(logLines.find((line) => line.includes('settings logged'))).toContain('[Redacted]');

    expect(order.status).toBe('paid');
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(logLines.some((line) => line.includes('payment notification refused'))).toBe(true);
    const everything = [
      ...answers.map((a) => `${JSON.stringify(a.headers)}\n${a.body}`),
      ...logLines,
      ...printed.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))),
    ]
      .join('\n')
      .toLowerCase();
    // The SDK lowercases what it hashes: look for the keys in any case, the simulator's own too.
    const simulator = shopKeys(t);
    for (const key of [HASH_KEY, HASH_IV, simulator.hashKey, simulator.hashIv]) {
      expect(everything).not.toContain(key.toLowerCase());
    }
    for (const spy of printed) spy.mockRestore();
  });
});
