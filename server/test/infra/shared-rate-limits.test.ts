import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedRateLimitCounts } from '../../src/infra/shared-rate-limits.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Two web servers on one database, as behind a load balancer: rate limits add up across them
// (decisions/054).

const SLOWDOWN_MS = 300;
const env = {
  RATE_LIMIT_STORE: 'postgres',
  AUTH_RATE_LIMIT_MAX: '3',
  LOGIN_FAILURES_PER_ACCOUNT_IP: '3',
  LOGIN_SLOWDOWN_AFTER_FAILURES: '3',
  LOGIN_SLOWDOWN_MAX_MS: String(SLOWDOWN_MS),
};
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env });
  b = await createTestApp({ env, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const login = (t: TestApp, email: string, { password = 'guess1234', from = '127.0.0.1' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateLogin',
    payload: { userNameOrEmailAddress: email, password },
    remoteAddress: from,
  });

describe('rate limits shared by two web servers', () => {
  it('counts logins from one address on both servers together', async () => {
    const from = '10.1.0.1';
    expect((await login(a, 'one@example.com', { from })).statusCode).toBe(400);
    expect((await login(b, 'two@example.com', { from })).statusCode).toBe(400);
    expect((await login(a, 'three@example.com', { from })).statusCode).toBe(400);
    const refused = await login(b, 'four@example.com', { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RateLimited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect((await login(a, 'five@example.com', { from })).statusCode).toBe(429);
    // Another address has its own count.
    expect((await login(b, 'six@example.com', { from: '10.1.0.2' })).statusCode).toBe(400);
  });

  it("counts an account's failed logins from one address on both servers, and a right password forgives its own attempt", async () => {
    const victim = await createUser(a.db);
    const from = '10.2.0.1';
    expect((await login(a, victim.email, { from })).statusCode).toBe(400);
    expect((await login(b, victim.email, { from })).statusCode).toBe(400);
    expect((await login(b, victim.email, { from: '10.2.0.2', password: victim.password })).statusCode).toBe(200);
    expect((await login(a, victim.email, { from })).statusCode).toBe(400);
    expect((await login(b, victim.email, { from: '10.2.0.3' })).statusCode).toBe(400);
    // From that address the account is refused; its owner elsewhere is not.
    expect((await login(b, victim.email, { from, password: victim.password })).statusCode).toBe(429);
    expect((await login(a, victim.email, { from: '10.2.0.4', password: victim.password })).statusCode).toBe(200);
  });

  it("slows an account's logins on both servers after failures from every address, never refusing them", async () => {
    const victim = await createUser(a.db);
    for (const [i, server] of [a, b, a, b].entries())
      expect((await login(server, victim.email, { from: `10.4.0.${i}` })).statusCode).toBe(400);
    const started = performance.now();
    const owner = await login(b, victim.email, { from: '10.4.1.1', password: victim.password });
    expect(owner.statusCode).toBe(200);
    // Each server saw two failures, under the threshold of three: only the shared count slows it.
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
  });

  it("counts a limited route's requests on both servers, each route apart", async () => {
    const reset = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Account/SendPasswordResetLink',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '10.3.0.1',
      });
    for (const t of [a, b, a]) expect((await reset(t)).statusCode).toBe(200);
    const refused = await reset(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^嘗試次數過多，請於 \d+ 秒後再試$/);
    // The login's count of that address is its own.
    expect((await login(a, 'seven@example.com', { from: '10.3.0.1' })).statusCode).toBe(400);
  });
});

describe('SharedRateLimitCounts', () => {
  it('counts concurrent hits exactly once each', async () => {
    const counts = new SharedRateLimitCounts(a.db);
    const hits = await Promise.all(Array.from({ length: 20 }, () => counts.hit('concurrent', 60_000)));
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window once the last one has ended, and sweeps only ended windows', async () => {
    const counts = new SharedRateLimitCounts(a.db);
    await counts.hit('short', 200);
    expect((await counts.hit('short', 200)).count).toBe(2);
    await counts.hit('long', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const again = await counts.hit('short', 200);
    expect(again).toMatchObject({ count: 1 });
    expect(again.ttlMs).toBeGreaterThan(100);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await counts.sweep()).toBeGreaterThanOrEqual(1);
    const left = await a.db.rateLimitWindow.findMany({ where: { key: { in: ['short', 'long'] } } });
    expect(left.map((row) => row.key)).toEqual(['long']);
  });
});
