import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/photographeraccount');
const api = (name: string) => `/api/services/app/${name}`;

const masked = {
  hasAccount: true,
  account: {
    bankCode: '822',
    bankName: '中國信託商業銀行',
    branch: '台北分行',
    accountName: '王小明',
    accountNumberMasked: '****2345',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
};
const own = {
  user: { id: 1, displayName: '阿明', email: 'ming@example.tw', phone: null },
  account: { ...masked.account, accountNumberMasked: undefined, accountNumber: '0123456789012345' },
};
const banks = [
  { code: '700', name: '中華郵政' },
  { code: '822', name: '中國信託商業銀行' },
];
const signUp = {
  id: 3,
  activityId: 5,
  sgL_Title: '2026 臺北城市馬拉松',
  sgL_ActivityDate: '2026-12-20',
  cameraPoint: '終點',
  note: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const balances = { owed: 1500, unsettled: 1234, inSettlement: 266, paidOut: 5000 };

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

function answer(path: string): Response | undefined {
  if (path === api('MemEmber/getUsersRemittance')) return envelope(masked);
  if (path === api('PhotographerSales/GetMyBalances')) return envelope(balances);
  if (path === api('MemEmber/getUsersAndRemittanceDto')) return envelope(own);
  if (path === api('MemEmber/GetBankList')) return envelope(banks);
  if (path === api('Activity/getMyInfo')) return envelope({ totalCount: 1, items: [signUp] });
  if (path === api('Activity/GetIndex')) {
    return envelope({
      totalCount: 1,
      items: [{ id: 5, sgL_Title: '2026 臺北城市馬拉松', sgL_ActivityDate: '2026-12-20' }],
    });
  }
  return undefined;
}

async function openPage(handler: Handler = answer) {
  loginAs({ photographerAuth: true });
  const fetchMock = stubApi((path, init) => handler(path, init) ?? answer(path));
  renderApp('/photographeraccount', table);
  await screen.findByText('****2345', {}, { timeout: 10_000 });
  return fetchMock;
}

const posted = (fetchMock: Awaited<ReturnType<typeof openPage>>, name: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(name)).map(([, init]) => JSON.parse(String(init?.body)));

describe('photographer account page', { timeout: 60_000 }, () => {
  it('shows the account totals from the ledger', async () => {
    await openPage();
    expect(await screen.findByText('NT$ 1,234')).toBeInTheDocument();
    expect(screen.getByText('NT$ 266')).toBeInTheDocument();
    expect(screen.getByText('NT$ 5,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '交易紀錄' })).toHaveAttribute('href', '/transactionrecordlist');
  });

  it('shows the account masked and edits it with the full values, checking the number like the server', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage((path) =>
      path === api('MemEmber/UpdateUsersRemittance') ? envelope(masked) : undefined,
    );
    expect(screen.getByText('822 中國信託商業銀行')).toBeInTheDocument();
    expect(screen.queryByText('0123456789012345')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '修改' }));
    const number = await screen.findByLabelText('帳號');
    expect(number).toHaveValue('0123456789012345');

    for (const bad of ['01234abc56789', '123456789', '12345678901234567']) {
      fireEvent.change(number, { target: { value: bad } });
      await user.click(screen.getByRole('button', { name: '儲存' }));
      expect(await screen.findByText('帳號只能是數字，長度 10–16 碼')).toBeInTheDocument();
    }
    expect(posted(fetchMock, 'UpdateUsersRemittance')).toHaveLength(0);

    fireEvent.change(number, { target: { value: '98765432101' } });
    fireEvent.change(screen.getByLabelText('分行'), { target: { value: ' 信義分行 ' } });
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('匯款帳戶已更新')).toBeInTheDocument();
    expect(posted(fetchMock, 'UpdateUsersRemittance')).toEqual([
      { bankCode: '822', branch: '信義分行', accountName: '王小明', accountNumber: '98765432101' },
    ]);
    // Back to the masked card.
    expect(await screen.findByRole('button', { name: '修改' })).toBeInTheDocument();
  });

  it('shows the server’s refusal next to the form', async () => {
    const user = userEvent.setup();
    await openPage((path) =>
      path === api('MemEmber/UpdateUsersRemittance') ? failure('銀行代碼不在清單中，請從清單選擇銀行') : undefined,
    );
    await user.click(screen.getByRole('button', { name: '修改' }));
    await screen.findByLabelText('帳號');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('銀行代碼不在清單中');
  });

  it('lists my sign-ups and asks for an activity and a camera point before signing up', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage();
    await user.click(screen.getByRole('tab', { name: '拍攝登記' }));
    const list = await screen.findByRole('table');
    expect(await within(list).findByText('終點')).toBeInTheDocument();
    expect(within(list).getByText('2026 臺北城市馬拉松')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登記' }));
    expect(await screen.findByText('請選擇活動')).toBeInTheDocument();
    expect(screen.getByText('請輸入拍攝點')).toBeInTheDocument();
    expect(posted(fetchMock, 'CreateMyInfo')).toHaveLength(0);
  });

  describe('upload tokens', () => {
    const secret = `spu_${'x'.repeat(43)}`;
    const token = { id: 9, name: '終點筆電', createdAt: '2026-11-20T01:00:00.000Z', lastUsedAt: null };

    afterEach(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    });

    /** The server's side: the list, a creation answering the secret once, a revocation. */
    function tokensApi() {
      let tokens: (typeof token)[] = [];
      return (path: string) => {
        if (path === api('PhotographerUploadToken/GetMyTokens'))
          return envelope({ totalCount: tokens.length, items: tokens });
        if (path === api('PhotographerUploadToken/Create')) {
          tokens = [token];
          return envelope({ ...token, secret });
        }
        if (path === api('PhotographerUploadToken/Revoke')) {
          tokens = [];
          return envelope(null);
        }
        return undefined;
      };
    }

    it('makes a token, shows its secret once with a copy button, and lists it without the secret', async () => {
      const user = userEvent.setup();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      const fetchMock = await openPage(tokensApi());
      await user.click(screen.getByRole('tab', { name: '上傳權杖' }));
      expect(await screen.findByText('尚未建立上傳權杖')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '建立權杖' }));
      expect(await screen.findByText('請輸入權杖名稱')).toBeInTheDocument();
      expect(posted(fetchMock, 'PhotographerUploadToken/Create')).toHaveLength(0);

      await user.type(screen.getByLabelText('權杖名稱'), ' 終點筆電 ');
      await user.click(screen.getByRole('button', { name: '建立權杖' }));
      expect(await screen.findByLabelText('新的上傳權杖')).toHaveValue(secret);
      expect(screen.getByText(/只會顯示這一次/)).toBeInTheDocument();
      expect(posted(fetchMock, 'PhotographerUploadToken/Create')).toEqual([{ name: '終點筆電' }]);
      await user.click(screen.getByRole('button', { name: '複製權杖' }));
      expect(writeText).toHaveBeenCalledWith(secret);
      expect(await screen.findByText('已複製權杖')).toBeInTheDocument();

      const list = await screen.findByRole('table');
      expect(await within(list).findByText('終點筆電')).toBeInTheDocument();
      expect(within(list).getByText('尚未使用')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '我已複製' }));
      expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
      expect(document.body.textContent).not.toContain(secret);
      expect(screen.getByLabelText('權杖名稱')).toHaveValue('');
    });

    it('revokes a token after asking', async () => {
      const user = userEvent.setup();
      const fetchMock = await openPage(tokensApi());
      await user.click(screen.getByRole('tab', { name: '上傳權杖' }));
      await user.type(await screen.findByLabelText('權杖名稱'), '終點筆電');
      await user.click(screen.getByRole('button', { name: '建立權杖' }));
      await user.click(await screen.findByRole('button', { name: '我已複製' }));

      // Text queries: role queries over antd's table and popover take tens of seconds in jsdom.
      const list = await screen.findByRole('table');
      await user.click(await within(list).findByText('撤銷'));
      const question = await screen.findByText('撤銷「終點筆電」？使用它的上傳程式會立即停止。');
      expect(posted(fetchMock, 'PhotographerUploadToken/Revoke')).toHaveLength(0);
      await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByText('撤銷'));
      expect(await screen.findByText('尚未建立上傳權杖')).toBeInTheDocument();
      expect(posted(fetchMock, 'PhotographerUploadToken/Revoke')).toEqual([{ id: 9 }]);
    });
  });
});
