import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, culture } from '../helpers/factories.ts';
import { loadConfig } from '../../src/config.ts';
import { slowdownMs } from '../../src/modules/auth/login-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/TokenAuth/AuthenticateLogin', payload: body, headers });
const adminLogin = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/TokenAuth/LoginInfo', payload: body, headers });

describe('AuthenticateLogin', () => {
  it('answers the envelope with a working token and the user fields', async () => {
    const user = await createUser(t.db, { email: 'runner@example.com', displayName: '跑者', photographerAuth: true });
    const response = await login({ userNameOrEmailAddress: 'Runner@Example.com', password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
      result: {
        userId: user.id,
        expireInSeconds: 86400,
        isAdmin: false,
        photographerAuth: true,
        photographerAuthStatus: '',
        displayName: '跑者',
        avatarUrl: null,
      },
    });
    const me = await t.app.inject({ url: '/api/services/app/MemEmber/Get', headers: bearer(body.result.accessToken) });
    expect(me.json().result.email).toBe('runner@example.com');
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.lastLoginAt).not.toBeNull();
  });

  it('gives a wrong password and an unknown e-mail the same answer, in the caller’s language', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ userNameOrEmailAddress: user.email, password: 'not-it-123' });
    const unknownEmail = await login({ userNameOrEmailAddress: 'nobody@example.com', password: 'not-it-123' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({
      success: false,
      result: null,
      error: { message: '電子郵件或密碼錯誤' },
    });

    const english = await login({ userNameOrEmailAddress: 'nobody@example.com', password: 'x' }, culture('en'));
    expect(english.json().error.message).toBe('Wrong e-mail or password');
  });

  it('refuses a suspended account with HTTP 605 and a plain-text message', async () => {
    const user = await createUser(t.db, { isActive: false });
    const response = await login({ userNameOrEmailAddress: user.email, password: user.password });
    expect(response.statusCode).toBe(605);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('您的帳號已被停用，請聯繫管理員');
  });
});

describe('LoginInfo (back-office login)', () => {
  it('refuses a member', async () => {
    const member = await createUser(t.db);
    const response = await adminLogin({ userNameOrEmailAddress: member.email, password: member.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { message: '此帳號不是管理員帳號' } });
  });

  it('gives a full administrator every permission and the whole menu', async () => {
    const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
    const response = await adminLogin({ userNameOrEmailAddress: admin.email, password: admin.password }, culture('en'));
    const { result } = response.json();
    expect(result.isAdmin).toBe(true);
    expect(result.accessToken).toEqual(expect.any(String));
    expect(result.permissions).toEqual(expect.arrayContaining(['Pages.Orders', 'Pages.Settlement', 'Pages.Roles']));
    const keys = result.menus.map((m: { key: string }) => m.key);
    expect(keys).toContain('dashboard');
    const system = result.menus.find((m: { children: { path: string }[] }) =>
      m.children.some((c) => c.path === '/admin/PaymentSetting'),
    );
    expect(system.title).toBe('System');
    // The footer groups its pages, the overview first, each under a name of its own.
    const footer = result.menus
      .flatMap((m: { children: object[] }) => m.children)
      .find((c: { key: string }) => c.key === 'footer');
    expect(footer.path).toBeNull();
    expect(footer.children.map((c: { path: string; title: string }) => [c.path, c.title])).toEqual([
      ['/admin/Footer', 'Footer overview'],
      ['/admin/Footer/Parent', 'Footer groups'],
      ['/admin/Footer/Child', 'Footer links'],
      ['/admin/Footer/Page', 'Footer pages'],
    ]);
  });

  it('shows a finance administrator only what the Finance role opens', async () => {
    const finance = await createUser(t.db, { isAdmin: true, roles: ['Finance'] });
    const response = await adminLogin({ userNameOrEmailAddress: finance.email, password: finance.password });
    const { result } = response.json();
    expect(result.permissions).toContain('Pages.Settlement');
    expect(result.permissions).not.toContain('Pages.Roles');
    const paths = result.menus.flatMap((m: { path: string | null; children: { path: string }[] }) => [
      m.path,
      ...m.children.map((c) => c.path),
    ]);
    expect(paths).toContain('/admin/OrderSettlement');
    expect(paths).not.toContain('/admin/PaymentSetting');
    expect(paths).not.toContain('/admin/Banner');
    // Sections with nothing to open are left out.
    expect(
      result.menus.every((m: { path: string | null; children: unknown[] }) => m.path !== null || m.children.length > 0),
    ).toBe(true);
  });
});

describe('rate limit', () => {
  it('stops login attempts past the limit with a 429 envelope', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/TokenAuth/AuthenticateLogin',
          payload: { userNameOrEmailAddress: 'guess@example.com', password: 'guess1234' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'RateLimited' } });
      expect(refused.json().error.message).toMatch(/^嘗試次數過多/);
      // Registration and reset share the limit's rules but count on their own.
      const reset = await limited.app.inject({
        method: 'POST',
        url: '/api/services/app/Account/SendPasswordResetLink',
        payload: { email: 'guess@example.com' },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  const attempt = (
    app: TestApp['app'],
    endpoint: 'AuthenticateLogin' | 'LoginInfo',
    email: string,
    { password = 'guess1234', from = '127.0.0.1', headers = {} as Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/TokenAuth/${endpoint}`,
      payload: { userNameOrEmailAddress: email, password },
      remoteAddress: from,
      headers,
    });

  it('counts the member login and the back-office login together per client address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '4' } });
    try {
      for (const [i, endpoint] of (
        ['AuthenticateLogin', 'LoginInfo', 'AuthenticateLogin', 'LoginInfo'] as const
      ).entries())
        expect((await attempt(limited.app, endpoint, `guess${i}@example.com`)).statusCode).toBe(400);
      expect((await attempt(limited.app, 'LoginInfo', 'guess4@example.com')).statusCode).toBe(429);
      expect((await attempt(limited.app, 'AuthenticateLogin', 'guess5@example.com')).statusCode).toBe(429);
      // Another address has its own count.
      expect((await attempt(limited.app, 'LoginInfo', 'guess6@example.com', { from: '10.0.0.9' })).statusCode).toBe(
        400,
      );
    } finally {
      await limited.close();
    }
  });

  it('counts failed attempts on one account from one address, through both endpoints', async () => {
    const limited = await createTestApp({ env: { LOGIN_FAILURES_PER_ACCOUNT_IP: '3' } });
    try {
      const victim = await createUser(limited.db, { isAdmin: true, roles: ['Admin'] });
      const from = '10.0.0.1';
      expect((await attempt(limited.app, 'AuthenticateLogin', victim.email, { from })).statusCode).toBe(400);
      expect((await attempt(limited.app, 'LoginInfo', victim.email.toUpperCase(), { from })).statusCode).toBe(400);
      expect((await attempt(limited.app, 'AuthenticateLogin', victim.email, { from })).statusCode).toBe(400);
      // Over the limit even the right password is not tried from that address.
      const refused = await attempt(limited.app, 'LoginInfo', victim.email, { from, password: victim.password });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'RateLimited' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // Other accounts from that address are not held up, nor that account from another address.
      expect((await attempt(limited.app, 'AuthenticateLogin', 'someone@example.com', { from })).statusCode).toBe(400);
      const owner = await attempt(limited.app, 'LoginInfo', victim.email, {
        from: '10.0.0.2',
        password: victim.password,
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('does not let an attacker failing on purpose lock the owner out of another address', async () => {
    const limited = await createTestApp({ env: { LOGIN_SLOWDOWN_MAX_MS: '50' } });
    try {
      const victim = await createUser(limited.db);
      // Twenty failures from one address: that address is refused for the account after ten.
      const fromA = [];
      for (let i = 0; i < 20; i++)
        fromA.push((await attempt(limited.app, 'AuthenticateLogin', victim.email)).statusCode);
      expect(fromA.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(fromA.slice(10)).toEqual(Array(10).fill(429));
      const rightPasswordFromA = await attempt(limited.app, 'AuthenticateLogin', victim.email, {
        password: victim.password,
      });
      expect(rightPasswordFromA.statusCode).toBe(429);
      // Two more failures from each of ten other addresses.
      for (let i = 0; i < 20; i++) {
        const from = `10.9.0.${i % 10}`;
        expect((await attempt(limited.app, 'LoginInfo', victim.email, { from })).statusCode).toBe(400);
      }
      const owner = await attempt(limited.app, 'AuthenticateLogin', victim.email, {
        from: '192.0.2.8',
        password: victim.password,
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().result.userId).toBe(victim.id);
    } finally {
      await limited.close();
    }
  });

  it('only slows an account’s logins after failures from every address, up to a bounded wait', async () => {
    const maxDelayMs = 400;
    const limited = await createTestApp({
      env: { LOGIN_SLOWDOWN_AFTER_FAILURES: '2', LOGIN_SLOWDOWN_MAX_MS: String(maxDelayMs) },
    });
    try {
      const victim = await createUser(limited.db);
      const timed = async (from: string, password?: string) => {
        const started = performance.now();
        const response = await attempt(limited.app, 'AuthenticateLogin', victim.email, { from, password });
        return { status: response.statusCode, ms: performance.now() - started };
      };
      // Twelve failures from twelve addresses: unbounded doubling would make the next wait minutes.
      for (let i = 0; i < 12; i++) expect((await timed(`10.8.0.${i}`)).status).toBe(400);
      const owner = await timed('192.0.2.9', victim.password);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(maxDelayMs - 5);
      // The wait itself is capped; the rest is the password check on a loaded machine.
      expect(owner.ms).toBeLessThan(maxDelayMs + 3000);
    } finally {
      await limited.close();
    }
  });

  it('does not count an account’s successful logins against it', async () => {
    const limited = await createTestApp({
      env: {
        LOGIN_FAILURES_PER_ACCOUNT_IP: '2',
        LOGIN_SLOWDOWN_AFTER_FAILURES: '1',
        LOGIN_SLOWDOWN_MAX_MS: '60000',
      },
    });
    try {
      const member = await createUser(limited.db);
      const started = performance.now();
      for (let i = 0; i < 4; i++) {
        const login = await attempt(limited.app, 'AuthenticateLogin', member.email, { password: member.password });
        expect(login.statusCode).toBe(200);
      }
      // Not slowed down either: counted as failures, the logins would have waited 0.5 + 1 + 2 s.
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await limited.close();
    }
  });

  it('says how long to wait wholly in the caller’s language', async () => {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT_MAX: '2', LOGIN_FAILURES_PER_ACCOUNT_IP: '1' },
    });
    try {
      const message = async (request: () => ReturnType<typeof attempt>) => {
        const response = await request();
        expect(response.statusCode).toBe(429);
        return response.json().error.message as string;
      };
      // Per address (a one-minute window): seconds.
      for (const email of ['a@example.com', 'c@example.com'])
        await attempt(limited.app, 'AuthenticateLogin', email, { from: '10.0.1.1' });
      expect(
        await message(() => attempt(limited.app, 'AuthenticateLogin', 'b@example.com', { from: '10.0.1.1' })),
      ).toMatch(/^嘗試次數過多，請於 \d+ 秒後再試$/);
      expect(
        await message(() =>
          attempt(limited.app, 'LoginInfo', 'b@example.com', { from: '10.0.1.1', headers: culture('en') }),
        ),
      ).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

      // Per account and address (a 15-minute window): minutes.
      await attempt(limited.app, 'AuthenticateLogin', 'target@example.com', { from: '10.0.2.1' });
      expect(
        await message(() => attempt(limited.app, 'AuthenticateLogin', 'target@example.com', { from: '10.0.2.1' })),
      ).toBe('嘗試次數過多，請於 15 分鐘後再試');
      await attempt(limited.app, 'AuthenticateLogin', 'target@example.com', { from: '10.0.2.2' });
      expect(
        await message(() =>
          attempt(limited.app, 'AuthenticateLogin', 'target@example.com', { from: '10.0.2.2', headers: culture('en') }),
        ),
      ).toBe('Too many attempts. Try again in 15 minutes.');

      // The other limited routes speak the same way.
      const reset = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/services/app/Account/SendPasswordResetLink',
          payload: { email: 'a@example.com' },
          headers: culture('en'),
        });
      await reset();
      await reset();
      expect(await message(reset)).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('the per-account slow-down', () => {
  const slowdown = { afterFailures: 5, maxDelayMs: 4000 };

  it('waits nothing until the threshold, then doubles from half a second up to its bound', () => {
    expect([0, 4].map((failures) => slowdownMs(failures, slowdown))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((failures) => slowdownMs(failures, slowdown))).toEqual([
      500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('will not start with the old per-account setting, whose meaning changed', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LOGIN_FAILURES_PER_ACCOUNT: '10' })).toThrow(
      /LOGIN_FAILURES_PER_ACCOUNT_IP/,
    );
  });

  it('stays at its bound however long an attack goes on', () => {
    for (const failures of [100, 1_000_000, Number.MAX_SAFE_INTEGER]) expect(slowdownMs(failures, slowdown)).toBe(4000);
  });
});
