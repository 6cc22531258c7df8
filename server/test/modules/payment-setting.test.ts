import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { updatePaymentSetting } from '../../src/modules/payment-setting/service.ts';
import { seedPaymentSetting } from '../../src/payments/settings.ts';
import { PUBLIC_STAGE_MERCHANT } from '../../src/payments/ecpay.ts';
import { api, checkout, photosPriced, postForm, signIn } from '../helpers/payments.ts';
import { addToCart } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const REAL = { merchantId: '3002599', hashKey: 'spPjZn66i0OhqJsQ', hashIv: 'hT5OJckN45isQTTs' };
const realEnv = { ECPAY_MERCHANT_ID: REAL.merchantId, ECPAY_HASH_KEY: REAL.hashKey, ECPAY_HASH_IV: REAL.hashIv };

describe('payment settings from the environment', () => {
  it('wants all three merchant values or none, a known mode and a percentage', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).payments).toEqual({ merchant: undefined, ecpayMode: 'stage', commissionBasisPoints: 2000 });
    expect(
      loadConfig({ ...base, ...realEnv, ECPAY_MODE: 'production', PLATFORM_COMMISSION_PERCENT: '12.5' }).payments,
    ).toEqual({
      merchant: REAL,
      ecpayMode: 'production',
      commissionBasisPoints: 1250,
    });
    expect(loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '33.33' }).payments.commissionBasisPoints).toBe(3333);
    expect(() => loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '12.345' })).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    expect(() => loadConfig({ ...base, ECPAY_MERCHANT_ID: '3002599' })).toThrow(/set together/);
    expect(() => loadConfig({ ...base, ...realEnv, ECPAY_MODE: 'live' })).toThrow(/ECPAY_MODE/);
    expect(() => loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '120' })).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    // Production never falls back to the simulator, which pays without money.
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      REMITTANCE_KEY: 'r'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
    };
    expect(() => loadConfig(production)).toThrow(/ECPAY_MERCHANT_ID.*required in production/);
  });
});

describe("the simulator's keys", () => {
  it('are made once per installation, kept owner-only in DATA_DIR, and never the public stage keys', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'simulator-keys-'));
    try {
      const development = { NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };
      const keys = loadConfig(development).simulatorKeys!;
      expect(keys.hashKey).toMatch(/^[0-9a-f]{16}$/);
      expect(keys.hashIv).toMatch(/^[0-9a-f]{16}$/);
      expect([keys.hashKey, keys.hashIv]).not.toContain(PUBLIC_STAGE_MERCHANT.hashKey);
      const file = path.join(dataDir, 'ecpay-simulator-keys');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The same keys after a restart; other installations (and tests) get others.
      expect(loadConfig(development).simulatorKeys).toEqual(keys);
      expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).simulatorKeys).not.toEqual(keys);
      writeFileSync(file, PUBLIC_STAGE_MERCHANT.hashKey + PUBLIC_STAGE_MERCHANT.hashIv);
      expect(() => loadConfig(development)).toThrow(/ecpay-simulator-keys is damaged/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Production never runs the simulator, and makes no keys for it.
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      REMITTANCE_KEY: 'r'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
      ...realEnv,
    };
    expect(loadConfig(production).simulatorKeys).toBeUndefined();
  });
});

describe('AdminPaymentSetting', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, { isAdmin: true, roles: ['Admin'] });
  });
  afterAll(() => t.close());

  const get = (headers = admin.headers) => t.app.inject({ url: api('AdminPaymentSetting/Get'), headers });
  const update = (payload: object, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: api('AdminPaymentSetting/Update'), headers, payload });

  it('starts on the simulator with the public stage merchant when no keys are configured', async () => {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      mode: 'simulator',
      merchantId: PUBLIC_STAGE_MERCHANT.merchantId,
      hashKeySet: true,
      hashIvSet: true,
      usesPublicTestMerchant: true,
      enabledMethods: ['Credit'],
      commissionPercent: 20,
      refundWindowDays: 7,
    });
    // The price list is an album setting now (AdminAlbumSetting).
    expect(response.json().result).not.toHaveProperty('priceList');
    expect(response.body).not.toContain(PUBLIC_STAGE_MERCHANT.hashKey);
    expect(response.body).not.toContain(PUBLIC_STAGE_MERCHANT.hashIv);
  });

  it('is for admins with the payment settings permission only', async () => {
    expect((await get((await signIn(t)).headers)).statusCode).toBe(403);
    expect((await get((await signIn(t, { isAdmin: true })).headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: api('AdminPaymentSetting/Get') })).statusCode).toBe(401);
    expect((await update({ commissionPercent: 0 }, (await signIn(t)).headers)).statusCode).toBe(403);
  });

  it('changes settings, replaces the keys only when given, and never answers them', async () => {
    const changed = await update({
      merchantId: REAL.merchantId,
      hashKey: REAL.hashKey,
      hashIv: REAL.hashIv,
      enabledMethods: ['Credit', 'ATM'],
      commissionPercent: 33.33,
      refundWindowDays: 14,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain(REAL.hashKey);
    expect(changed.body).not.toContain(REAL.hashIv);
    expect(changed.json().result).toMatchObject({
      merchantId: REAL.merchantId,
      usesPublicTestMerchant: false,
      enabledMethods: ['Credit', 'ATM'],
      commissionPercent: 33.33,
    });
    const row = await t.db.paymentSetting.findUniqueOrThrow({ where: { id: 1 } });
    expect(row).toMatchObject({ ...REAL, commissionBasisPoints: 3333, refundWindowDays: 14 });

    // Without keys in the request, the stored ones stay.
    expect((await update({ commissionPercent: 20 })).statusCode).toBe(200);
    expect(await t.db.paymentSetting.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject(REAL);
  });

  it('refuses invalid settings, and a new merchant without its keys', async () => {
    for (const payload of [
      { commissionPercent: 101 },
      { commissionPercent: 12.345 },
      { refundWindowDays: -1 },
      { refundWindowDays: 91 },
      { refundWindowDays: 1.5 },
      { enabledMethods: [] },
      { enabledMethods: ['Bitcoin'] },
      { merchantId: 'abc' },
      { hashKey: 'short' },
      { mode: 'live' },
    ]) {
      const response = await update(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const lonely = await update({ merchantId: '1234567' });
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json().error.message).toBe('更換特店編號時，請一併輸入 HashKey 與 HashIV');
    // A production server never switches to the simulator.
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      REMITTANCE_KEY: 'r'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
      ...realEnv,
    });
    await expect(updatePaymentSetting(t.db, production, { mode: 'simulator' })).rejects.toMatchObject({
      messageKey: 'paymentSetting.simulatorInProduction',
    });
  });

  it('keeps an edited row on restart, but takes real keys into a row still on the simulator', async () => {
    const env = { merchant: REAL, ecpayMode: 'stage' as const, commissionBasisPoints: 3000 };
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator', ...PUBLIC_STAGE_MERCHANT } });
    expect(await seedPaymentSetting(t.db, env)).toMatchObject({ mode: 'stage', ...REAL, commissionBasisPoints: 2000 });
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { merchantId: '7654321' } });
    expect(await seedPaymentSetting(t.db, { ...env, merchant: undefined })).toMatchObject({ merchantId: '7654321' });
  });
});

describe('with real merchant keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...realEnv, PLATFORM_COMMISSION_PERCENT: '15' } });
  });
  afterAll(() => t.close());

  it('seeds a stage row, sends the form to ECPay, and has no simulator', async () => {
    expect(await t.db.paymentSetting.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      mode: 'stage',
      ...REAL,
      commissionBasisPoints: 1500,
    });
    const buyer = await signIn(t);
    await addToCart(t.db, buyer.user.id, await photosPriced(t, [169]));
    const { orderId } = (await checkout(t, buyer.headers)).json().result;
    const form = await t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers });
    expect(form.json().result.action).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(form.json().result.fields.MerchantID).toBe(REAL.merchantId);
    const simulator = await postForm(t.app, '/ecpay-simulator/Cashier/AioCheckOut/V5', form.json().result.fields);
    expect(simulator.statusCode).toBe(404);
  });
});
