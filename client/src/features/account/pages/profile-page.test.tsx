import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { demoMember } from '../testing/demo-member.ts';

const table = pageRoutes.filter((route) => route.path === '/profile');

function answer(path: string) {
  if (path === '/api/services/app/MemEmber/Get') return envelope(demoMember);
  return undefined;
}

async function openProfile(handler: (path: string) => Response | undefined = answer) {
  loginAs();
  const fetchMock = stubApi(handler);
  renderApp('/profile', table);
  // The page's chunk and strings load on first use.
  await screen.findByRole('button', { name: '儲存' }, { timeout: 10_000 });
  return fetchMock;
}

describe('profile page', { timeout: 30_000 }, () => {
  it('refuses a picture of the wrong type or size before sending it', async () => {
    await openProfile();
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const input = screen.getByLabelText('更換頭像');

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('請選擇 JPEG、PNG 或 WebP 圖片')).toBeInTheDocument();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('圖片超過 5 MB，請選擇較小的檔案')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('saves the details and shows the new name in the header', async () => {
    const fetchMock = await openProfile((path) =>
      path === '/api/services/app/MemEmber/Update'
        ? envelope({ ...demoMember, displayName: '新名字', phone: '0912345678' })
        : answer(path),
    );
    fireEvent.change(screen.getByLabelText('顯示名稱'), { target: { value: ' 新名字 ' } });
    fireEvent.change(screen.getByLabelText('手機號碼'), { target: { value: '0912345678' } });
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));

    expect(await screen.findByText('個人資料已更新')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('MemEmber/Update'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      displayName: '新名字',
      phone: '0912345678',
      locale: 'zh-TW',
    });
    expect(getSession()?.user.displayName).toBe('新名字');
  });

  it('shows the language in use as the preferred one, and switches the site when another is chosen', async () => {
    await setLanguage('en');
    try {
      loginAs();
      stubApi(answer);
      renderApp('/profile', table);
      await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
      // The stored preference is Chinese, but the site is in English: the setting says English.
      const language = screen.getByRole('combobox', { name: 'Preferred language' }).closest('.ant-select')!;
      expect(language).toHaveTextContent('English');

      await userEvent.click(screen.getByRole('combobox', { name: 'Preferred language' }));
      await userEvent.click(await screen.findByTitle('繁體中文'));
      expect(await screen.findByRole('button', { name: '儲存' })).toBeInTheDocument();
      expect(currentLanguage()).toBe('zh-TW');
    } finally {
      await setLanguage('zh-TW');
    }
  });

  it('changes the password and keeps the new session the server issued', async () => {
    await openProfile((path) =>
      path === '/api/services/app/Account/ChangePassword'
        ? envelope({ ...demoMember, userId: 1, accessToken: 'new-token', expireInSeconds: 86400 })
        : answer(path),
    );
    fireEvent.change(screen.getByLabelText('目前密碼'), { target: { value: 'demo1234' } });
    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: 'runfast2026' } });
    fireEvent.change(screen.getByLabelText('確認新密碼'), { target: { value: 'runfast2026' } });
    await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));

    expect(await screen.findByText('密碼已變更')).toBeInTheDocument();
    expect(getSession()?.token).toBe('new-token');
  });

  it('shows a wrong current password and checks the new one', async () => {
    await openProfile((path) =>
      path === '/api/services/app/Account/ChangePassword' ? failure('目前密碼不正確') : answer(path),
    );
    fireEvent.change(screen.getByLabelText('目前密碼'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: 'short1' } });
    await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
    expect(await screen.findByText('密碼至少 8 個字元，且需同時包含英文字母與數字')).toBeInTheDocument();
    expect(screen.getByText('請再次輸入密碼')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: 'runfast2026' } });
    fireEvent.change(screen.getByLabelText('確認新密碼'), { target: { value: 'runfast2026' } });
    await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('目前密碼不正確');
    expect(getSession()?.token).toBe('test-token');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    loginAs();
    let calls = 0;
    stubApi((path) => {
      if (path !== '/api/services/app/MemEmber/Get') return undefined;
      calls += 1;
      return calls === 1 ? failure('伺服器發生錯誤，請稍後再試', 500) : envelope(demoMember);
    });
    renderApp('/profile', table);
    await userEvent.click(await screen.findByRole('button', { name: '重試' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: '儲存' })).toBeInTheDocument();
  });
});
