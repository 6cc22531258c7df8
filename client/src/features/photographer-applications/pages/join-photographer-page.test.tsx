import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/joinphotographer');
const MINE = '/api/services/app/MemEmber/GetMyPhotographerApplication';
const CITIES = '/api/services/app/CommonType/GetAll';
const cities = {
  totalCount: 3,
  items: [
    { id: 1, sgL_Title: '全臺', sgL_TypeT: 30, sgL_ParentID: null, sort: 0 },
    { id: 2, sgL_Title: '北部', sgL_TypeT: 30, sgL_ParentID: 1, sort: 1 },
    { id: 10, sgL_Title: '臺北市', sgL_TypeT: 30, sgL_ParentID: 2, sort: 1 },
  ],
};
const pending = {
  id: 7,
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T02:00:00Z',
  reviewedAt: null,
  displayName: '快門阿明',
  sampleUrls: [],
};

/** Answers the multipart upload (XMLHttpRequest) with the envelope, keeping what was sent. */
function stubUpload(result: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 200;
    responseText = JSON.stringify({ success: true, result, error: null, unAuthorizedRequest: false, __abp: true });
    private listeners: Record<string, () => void> = {};
    upload = { addEventListener() {} };
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    }
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => this.listeners.load?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const CURRENT_RIGHTS = '/api/services/app/Session/GetCurrentLoginInformations';

function open(mine: () => unknown, user = {}, rightsNow?: Record<string, unknown>) {
  const session = loginAs(user);
  const fetchMock = stubApi((path) => {
    if (path === MINE) return envelope(mine());
    // The server's view of the member's rights, when the test says it changed since the login.
    if (path === CURRENT_RIGHTS && rightsNow) return envelope({ ...session.user, ...rightsNow });
    if (path === CITIES) return envelope(cities);
    return undefined;
  });
  renderApp('/joinphotographer', table);
  return fetchMock;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('zh-TW');
});

describe('applying to become a photographer at /joinphotographer', { timeout: 30_000 }, () => {
  it('checks the form before sending anything', async () => {
    open(() => null);
    const sent = stubUpload({ id: 1 });
    await userEvent.click(await screen.findByRole('button', { name: '送出申請' }, { timeout: 10_000 }));
    expect(await screen.findByText('請輸入真實姓名')).toBeInTheDocument();
    expect(screen.getByText('請選擇所在縣市')).toBeInTheDocument();
    expect(screen.getByText('請閱讀並同意攝影師條款')).toBeInTheDocument();
    type(/^作品集連結/, 'javascript:alert(1)');
    expect(await screen.findByText('作品集連結必須是 http:// 或 https:// 開頭的網址')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '攝影師條款' })).toHaveAttribute('href', '/foot/photographers/terms');

    // A sample that is not an image is refused in the browser with the server's message.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt：檔案不是可讀取的圖片（支援 JPEG、PNG、WebP）')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the application with its samples and then shows it is under review', async () => {
    let mine: unknown = null;
    open(() => mine, { displayName: '阿明' });
    const sent = stubUpload({ id: 7 });
    await screen.findByRole('button', { name: '送出申請' }, { timeout: 10_000 });
    expect(screen.getByLabelText(/^攝影師名稱/)).toHaveValue('阿明');
    type(/^攝影師名稱/, ' 快門阿明 ');
    type(/^真實姓名/, '王小明');
    type(/^手機/, '0912-345-678');
    type(/^自我介紹/, '十年路跑攝影');
    type(/^作品集連結/, 'https://photos.example.tw');
    await userEvent.click(screen.getByRole('combobox', { name: /^所在縣市/ }));
    await userEvent.click(await screen.findByTitle('臺北市'));
    const photo = new File(['jpeg'], 'finish.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    await userEvent.click(screen.getByRole('checkbox'));
    mine = pending;
    await userEvent.click(screen.getByRole('button', { name: '送出申請' }));

    expect(await screen.findByText('申請審核中')).toBeInTheDocument();
    expect(screen.getByText(/送出的申請正在審核/)).toBeInTheDocument();
    const form = sent[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      displayName: '快門阿明',
      realName: '王小明',
      phone: '0912-345-678',
      cityId: '10',
      introduction: '十年路跑攝影',
      portfolioUrl: 'https://photos.example.tw',
      agreeTerms: 'true',
    });
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['finish.jpg']);
  });

  it('shows a rejection with its reason and lets the member apply again', async () => {
    open(() => ({ ...pending, status: 'rejected', reason: '樣本照片太少' }));
    expect(await screen.findByText('申請未通過', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('原因：樣本照片太少')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新申請' }));
    expect(await screen.findByRole('button', { name: '送出申請' })).toBeInTheDocument();
  });

  it('after an approval, makes the stored login a photographer’s and shows the way to upload, in English too', async () => {
    await setLanguage('en');
    open(() => ({ ...pending, status: 'approved' }), {}, { photographerAuth: true });
    expect(
      await screen.findByText('You are already a certified photographer', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload photos' })).toHaveAttribute('href', '/uploadPhoto');
    expect(getSession()?.user.photographerAuth).toBe(true);
  });

  it('tells a photographer they are already certified, without asking the server', async () => {
    const fetchMock = open(() => null, { photographerAuth: true });
    expect(await screen.findByText('您已是認證攝影師', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(MINE))).toBe(false));
  });
});
