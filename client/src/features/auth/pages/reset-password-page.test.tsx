import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) =>
  ['/forgotPassword', '/resetPassword', '/resetPwSuccess'].includes(route.path),
);
const RESET_PATH = '/api/services/app/Account/ResetPassword';
const TOKEN = 'k3yKmQ1x0bY9nR7tW2vZp5sL8dF4gH6jA1cE3iO0uT9';

async function setPassword(password: string, confirm = password) {
  // The page's chunk and strings load on first use.
  await screen.findByRole('button', { name: '重設密碼' }, { timeout: 10_000 });
  fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('確認密碼'), { target: { value: confirm } });
  await userEvent.click(screen.getByRole('button', { name: '重設密碼' }));
}

describe('password reset', { timeout: 30_000 }, () => {
  it('sets the new password with the link token and confirms it', async () => {
    const fetchMock = stubApi((path) => (path === RESET_PATH ? envelope(null) : undefined));
    const { router } = renderApp(`/resetPassword?token=${TOKEN}`, table);
    await setPassword('runfast2026');

    expect(await screen.findByText('您的密碼已更新，請使用新密碼登入。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetPwSuccess');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(RESET_PATH));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN, newPassword: 'runfast2026' });
  });

  it('checks the password rule and the confirmation first', async () => {
    const fetchMock = stubApi();
    renderApp(`/resetPassword?token=${TOKEN}`, table);
    await setPassword('password', 'password1');
    expect(await screen.findByText('密碼至少 8 個字元，且需同時包含英文字母與數字')).toBeInTheDocument();
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(RESET_PATH))).toBe(false);
  });

  it('says when the link is used up or expired, and offers a new one', async () => {
    stubApi((path) => (path === RESET_PATH ? failure('重設密碼連結無效或已過期，請重新申請') : undefined));
    renderApp(`/resetPassword?token=${TOKEN}`, table);
    await setPassword('runfast2026');

    expect(await screen.findByText('連結無效或已過期')).toBeInTheDocument();
    expect(screen.getByText('重設密碼連結無效或已過期，請重新申請')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新申請連結' })).toHaveAttribute('href', '/forgotPassword');
  });

  it('does not offer the form for a link without a token', async () => {
    stubApi();
    renderApp('/resetPassword', table);
    expect(await screen.findByText('連結無效或已過期', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('新密碼')).not.toBeInTheDocument();
  });

  it('answers the forgotten-password form the same way for any address', async () => {
    const fetchMock = stubApi((path) =>
      path === '/api/services/app/Account/SendPasswordResetLink' ? envelope(null) : undefined,
    );
    renderApp('/forgotPassword', table);
    const send = await screen.findByRole('button', { name: '寄送重設連結' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('電子郵件'), { target: { value: 'nobody@example.com' } });
    await userEvent.click(send);

    expect(
      await screen.findByText('如果 nobody@example.com 是已註冊的帳號，重設密碼連結已寄出，請於 30 分鐘內使用。'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('SendPasswordResetLink'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'nobody@example.com' });
  });
});
