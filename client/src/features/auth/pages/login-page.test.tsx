import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { getSession, saveLogin } from '../../../lib/session.ts';
import { envelope, failure, renderApp, stubApi, stubPage } from '../../../testing/test-utils.tsx';

const loginRoute = pageRoutes.find((route) => route.path === '/login')!;
const table = [loginRoute, stubPage('/index', 'public', '首頁內容'), stubPage('/favorite', 'login', '我的收藏頁')];

const loginAnswer = {
  accessToken: 'token-1',
  expireInSeconds: 86400,
  userId: 7,
  isAdmin: false,
  photographerAuth: false,
  photographerAuthStatus: '',
  displayName: '跑者小明',
  avatarUrl: null,
};

function where(router: ReturnType<typeof renderApp>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

async function fillIn(email: string, password: string) {
  // The page's chunk and strings load on first use.
  const emailInput = await screen.findByLabelText(/電子郵件|E-mail/, {}, { timeout: 10_000 });
  fireEvent.change(emailInput, { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^密碼$|^Password$/), { target: { value: password } });
}

afterEach(async () => {
  await setLanguage('zh-TW');
});

describe('login page', { timeout: 30_000 }, () => {
  it('logs in and returns to the page the guest was sent away from', async () => {
    const fetchMock = stubApi((path) =>
      path === '/api/TokenAuth/AuthenticateLogin' ? envelope(loginAnswer) : undefined,
    );
    const { router } = renderApp('/login?redirect=%2Ffavorite', table);

    await fillIn('member@demo.tw', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('heading', { name: '我的收藏頁' })).toBeInTheDocument();
    expect(where(router)).toBe('/favorite');
    expect(getSession()).toMatchObject({ token: 'token-1', user: { displayName: '跑者小明' } });
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('AuthenticateLogin'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      userNameOrEmailAddress: 'member@demo.tw',
      password: 'demo1234',
    });
  });

  it('tells a logged-in member as whom, goes on to the redirect, or logs out to switch account', async () => {
    stubApi();
    saveLogin(loginAnswer);
    const { router } = renderApp('/login?redirect=%2Ffavorite', table);

    expect(await screen.findByText('您已登入為 跑者小明', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '繼續' })).toHaveAttribute('href', '/favorite');
    await userEvent.click(screen.getByRole('button', { name: '切換帳號' }));
    expect(getSession()).toBeNull();
    expect(await screen.findByLabelText(/電子郵件/)).toBeInTheDocument();
    expect(where(router)).toBe('/login?redirect=%2Ffavorite');
  });

  it('goes to the home page when there is no redirect target, or one outside the site', async () => {
    stubApi((path) => (path === '/api/TokenAuth/AuthenticateLogin' ? envelope(loginAnswer) : undefined));
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example', table);

    await fillIn('member@demo.tw', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('heading', { name: '首頁內容' })).toBeInTheDocument();
    expect(where(router)).toBe('/index');
  });

  it("shows the server's message for a wrong password and stays on the page", async () => {
    stubApi((path) => (path === '/api/TokenAuth/AuthenticateLogin' ? failure('電子郵件或密碼錯誤') : undefined));
    const { router } = renderApp('/login', table);

    await fillIn('member@demo.tw', 'wrong-one1');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('電子郵件或密碼錯誤');
    expect(where(router)).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('shows the plain-text body of a 605 refusal (suspended account)', async () => {
    // new Response() only takes 200–599; browsers hand any status a server sends to fetch.
    const refusal = {
      status: 605,
      headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
      text: async () => '您的帳號已被停用，請聯繫管理員',
    } as Response;
    stubApi((path) => (path === '/api/TokenAuth/AuthenticateLogin' ? refusal : undefined));
    renderApp('/login', table);

    await fillIn('member@demo.tw', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('您的帳號已被停用，請聯繫管理員');
  });

  it('checks the e-mail format of spec §5 before asking the server, in both languages', async () => {
    const fetchMock = stubApi();
    renderApp('/login', table);

    await fillIn('runner@example.c', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('電子郵件格式不正確，例如 name@example.com')).toBeInTheDocument();

    await setLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid e-mail, e.g. name@example.com')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('AuthenticateLogin'))).toBe(false);
  });

  it('asks for both fields when they are empty', async () => {
    stubApi();
    renderApp('/login', table);
    await userEvent.click(await screen.findByRole('button', { name: '登入' }));
    expect(await screen.findByText('請輸入電子郵件')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
  });
});
