import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../src/db/seed.ts';
import { bearer, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo accounts', () => {
  it('give each demo photographer a remittance account finance can pay to, once', async () => {
    await seedDemoAccounts(t.db, t.config.remittanceKey);
    await seedDemoAccounts(t.db, t.config.remittanceKey);
    for (const email of ['photographer@demo.tw', 'photographer2@demo.tw']) {
      const headers = bearer(await loginToken(t.app, email, DEMO_PASSWORD));
      const own = await t.app.inject({ url: '/api/services/app/MemEmber/getUsersAndRemittanceDto', headers });
      expect(own.json().result.account, email).toMatchObject({ bankCode: '004', accountNumber: expect.any(String) });
    }
    expect(await t.db.usersRemittance.count()).toBe(2);
  });
});
