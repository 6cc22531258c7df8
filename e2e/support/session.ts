import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// Demo accounts created by the server's demo seeding (README: Demo logins).
export const demoUsers = {
  admin: 'admin@demo.tw',
  photographer: 'photographer@demo.tw',
  photographer2: 'photographer2@demo.tw',
  member: 'member@demo.tw',
} as const;
export type DemoUser = keyof typeof demoUsers;
export const DEMO_PASSWORD = 'demo1234';

/** Logs in through the real API, as the login page does; returns the login answer (`accessToken`, user fields). */
export async function apiLoginWith(
  email: string,
  password: string,
): Promise<Record<string, unknown> & { accessToken: string }> {
  const answer = await fetch(`${inject('baseUrl')}/api/TokenAuth/AuthenticateLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: email, password }),
  });
  const body = (await answer.json()) as { success: boolean; result: Record<string, unknown> & { accessToken: string } };
  if (!body.success) throw new Error(`Login of ${email} failed: ${JSON.stringify(body)}`);
  return body.result;
}

/** Logs a demo user in through the real API (see apiLoginWith). */
export const apiLogin = (who: DemoUser) => apiLoginWith(demoUsers[who], DEMO_PASSWORD);

/**
 * Starts the page logged in as a demo user without going through the login form: stores the
 * login answer the way client/src/lib/session.ts (saveLogin) does — keys `token` and `user`.
 * Call it before the first `page.goto` of the journey; it leaves the page on a blank API URL.
 */
export async function loginAs(page: Page, who: DemoUser): Promise<void> {
  const { accessToken, expireInSeconds: _expires, ...user } = await apiLogin(who);
  // Any page of the site's origin gives access to its storage; this one runs no client code.
  await page.goto('/api/health');
  // A script as text: the e2e code is type-checked with the server's (DOM-less) settings.
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(accessToken)});` +
      `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
  );
}

/** Logs in through the login page as a visitor does, and waits until the page has moved on. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens the back office logged out, is sent to the login form (with the way back in the address),
 * logs in there and waits for the dashboard.
 */
export async function logIntoBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/login');
  await logInThroughForm(page, email, password);
  await page.waitForURL((url) => url.pathname === '/admin/index');
}
