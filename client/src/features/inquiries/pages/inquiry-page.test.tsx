import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/contactus');
const SEND_PATH = '/api/services/app/MemEmber/AddTableFrom';
// Its label carries the optional mark.
const PHONE = /^電話/;

async function page() {
  // The page's chunk and strings load on first use.
  return screen.findByRole('button', { name: /送出|Send/ }, { timeout: 10_000 });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(async () => {
  await setLanguage('zh-TW');
});

describe('the inquiry form at /contactus', { timeout: 30_000 }, () => {
  it('sends the form and shows that it arrived', async () => {
    const fetchMock = stubApi((path) => (path === SEND_PATH ? envelope({ id: 3 }) : undefined));
    renderApp('/contactus', table);
    const send = await page();
    type('姓名', ' 王小明 ');
    type('電子郵件', 'ming@example.com');
    type('主旨', '照片下載問題');
    type('留言內容', '無法下載');
    expect(screen.getByText('4 / 2000 字')).toBeInTheDocument();
    await userEvent.click(send);

    expect(await screen.findByText('已收到您的留言')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(SEND_PATH));
    // No phone given: the field is left out.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: '王小明',
      email: 'ming@example.com',
      subject: '照片下載問題',
      message: '無法下載',
    });
  });

  it('refuses an e-mail outside the spec rule and a wrong phone, in both languages', async () => {
    const fetchMock = stubApi();
    renderApp('/contactus', table);
    const send = await page();
    type('姓名', '王小明');
    type('電子郵件', 'ming@example');
    type(PHONE, 'abc');
    type('主旨', '問題');
    type('留言內容', '內容');
    await userEvent.click(send);
    expect(await screen.findByText('電子郵件格式不正確，例如 name@example.com')).toBeInTheDocument();
    expect(screen.getByText('電話格式不正確（6–32 個數字，可含 +、-、括號與空格）')).toBeInTheDocument();

    await setLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid e-mail, e.g. name@example.com')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(SEND_PATH))).toBe(false);
  });

  it('keeps the message within 2000 characters', async () => {
    stubApi();
    renderApp('/contactus', table);
    await page();
    expect(screen.getByLabelText('留言內容')).toHaveAttribute('maxlength', '2000');
    expect(screen.getByText('0 / 2000 字')).toBeInTheDocument();
  });

  it("fills in a member's name, e-mail and phone", async () => {
    loginAs({ displayName: '跑者小明' });
    stubApi((path) =>
      path === '/api/services/app/MemEmber/Get'
        ? envelope({ displayName: '跑者小明', email: 'member@demo.tw', phone: '0912345678' })
        : undefined,
    );
    renderApp('/contactus', table);
    await page();
    await waitFor(() => expect(screen.getByLabelText('電子郵件')).toHaveValue('member@demo.tw'));
    expect(screen.getByLabelText('姓名')).toHaveValue('跑者小明');
    expect(screen.getByLabelText(PHONE)).toHaveValue('0912345678');
  });
});
