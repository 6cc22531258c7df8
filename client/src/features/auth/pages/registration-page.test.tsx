import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { envelope, failure, renderApp, stubApi, stubPage } from '../../../testing/test-utils.tsx';
import { rememberCodeSent } from '../components/use-resend-countdown.ts';

const table = pageRoutes.filter((route) =>
  ['/registerEmail', '/customerRegist', '/registerSuccess'].includes(route.path),
);
const EMAIL = 'runner@example.com';
const REGISTER_PATH = `/customerRegist?email=${encodeURIComponent(EMAIL)}`;

function where(router: ReturnType<typeof renderApp>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

async function fill(fields: Record<string, string>) {
  // The page's chunk and strings load on first use.
  await screen.findByRole('button', { name: /完成註冊|Create account/ }, { timeout: 10_000 });
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
}

afterEach(async () => {
  await setLanguage('zh-TW');
});

describe('registration details page', { timeout: 30_000 }, () => {
  it('explains the password rule and a mismatched confirmation, in zh-TW', async () => {
    const fetchMock = stubApi();
    renderApp(REGISTER_PATH, table);
    await fill({ 驗證碼: '123456', 顯示名稱: '小明', 密碼: 'abcdefgh', 確認密碼: 'abcdefgh1' });
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    expect(await screen.findByText('密碼至少 8 個字元，且需同時包含英文字母與數字')).toBeInTheDocument();
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Account/Register'))).toBe(false);
  });

  it('explains them in English too', async () => {
    await setLanguage('en');
    stubApi();
    renderApp(REGISTER_PATH, table);
    await fill({
      'Verification code': '12345',
      'Display name': ' ',
      Password: '1234567',
      'Confirm password': '1234568',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please enter a display name')).toBeInTheDocument();
    expect(
      screen.getByText('The password needs at least 8 characters with both letters and digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
  });

  it('creates the account, logs the member in and moves on to the welcome page', async () => {
    const login = {
      accessToken: 'token-9',
      expireInSeconds: 86400,
      userId: 9,
      isAdmin: false,
      photographerAuth: false,
      photographerAuthStatus: '',
      displayName: '小明',
      avatarUrl: null,
      email: EMAIL,
    };
    const fetchMock = stubApi((path) => (path === '/api/services/app/Account/Register' ? envelope(login) : undefined));
    const { router } = renderApp(REGISTER_PATH, table);
    await fill({ 驗證碼: '654321', 顯示名稱: ' 小明 ', 密碼: 'runfast2026', 確認密碼: 'runfast2026' });
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    expect(await screen.findByText('歡迎加入運動相簿！您已登入，現在就去找您的賽事照片吧。')).toBeInTheDocument();
    expect(where(router)).toBe(`/registerSuccess?email=${encodeURIComponent(EMAIL)}`);
    expect(getSession()).toMatchObject({ token: 'token-9', user: { userId: 9, displayName: '小明' } });
    expect(screen.queryByRole('link', { name: '前往登入' })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('Account/Register'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: EMAIL,
      code: '654321',
      displayName: '小明',
      password: 'runfast2026',
    });
  });

  it('takes a visitor who signs up from the login page back to the page that asked them to log in', async () => {
    const login = {
      accessToken: 'token-10',
      expireInSeconds: 86400,
      userId: 10,
      isAdmin: false,
      photographerAuth: false,
      photographerAuthStatus: '',
      displayName: '小芳',
      avatarUrl: null,
      email: EMAIL,
    };
    stubApi((path) =>
      path === '/api/services/app/Account/SendRegisterCode'
        ? envelope({ resendAfterSeconds: 60 })
        : path === '/api/services/app/Account/Register'
          ? envelope(login)
          : undefined,
    );
    const loginRoute = pageRoutes.find((route) => route.path === '/login')!;
    const { router } = renderApp('/login?redirect=%2Ffavorite%3Ftab%3Dphotos', [
      loginRoute,
      ...table,
      stubPage('/favorite', 'login', '我的收藏頁'),
    ]);

    await userEvent.click(await screen.findByRole('link', { name: '立即註冊' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('button', { name: '寄送驗證碼' }, { timeout: 10_000 }));
    expect(where(router)).toBe(`/registerEmail?redirect=${encodeURIComponent('/favorite?tab=photos')}`);
    fireEvent.change(screen.getByLabelText('電子郵件'), { target: { value: EMAIL } });
    await userEvent.click(screen.getByRole('button', { name: '寄送驗證碼' }));
    await fill({ 驗證碼: '654321', 顯示名稱: '小芳', 密碼: 'runfast2026', 確認密碼: 'runfast2026' });
    expect(where(router)).toBe(
      `/customerRegist?email=${encodeURIComponent(EMAIL)}&redirect=${encodeURIComponent('/favorite?tab=photos')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    expect(await screen.findByRole('heading', { name: '我的收藏頁' })).toBeInTheDocument();
    expect(where(router)).toBe('/favorite?tab=photos');
    // The notice is drawn by antd's message holder, which may paint a moment after the page it leads to.
    expect(await screen.findByText('註冊成功，歡迎加入運動相簿！您已登入。')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'token-10', user: { userId: 10 } });
  });

  it("shows the server's answer to a wrong code and stays", async () => {
    stubApi((path) =>
      path === '/api/services/app/Account/Register' ? failure('驗證碼錯誤，還可再試 4 次') : undefined,
    );
    const { router } = renderApp(REGISTER_PATH, table);
    await fill({ 驗證碼: '000000', 顯示名稱: '小明', 密碼: 'runfast2026', 確認密碼: 'runfast2026' });
    await userEvent.click(screen.getByRole('button', { name: '完成註冊' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼錯誤，還可再試 4 次');
    expect(where(router)).toBe(REGISTER_PATH);
  });

  it('counts down before another code may be sent', async () => {
    const sentAt = Date.now();
    rememberCodeSent(EMAIL, 42);
    stubApi();
    renderApp(REGISTER_PATH, table);
    const resend = await screen.findByRole('button', { name: /秒後可重寄/ }, { timeout: 10_000 });
    expect(resend).toBeDisabled();
    // 42 s from when the code was sent, however long the page took to appear.
    const left = Number(/(\d+) 秒後可重寄/.exec(resend.textContent ?? '')?.[1]);
    const waited = Math.floor((Date.now() - sentAt) / 1000);
    expect(left).toBeLessThanOrEqual(42);
    expect(left).toBeGreaterThanOrEqual(42 - waited - 1);
  });

  it('sends a visitor without an e-mail back to the first step', async () => {
    stubApi();
    const { router } = renderApp('/customerRegist', table);
    expect(await screen.findByRole('button', { name: '寄送驗證碼' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(where(router)).toBe('/registerEmail');
  });
});
