import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path.startsWith('/admin/'));
const api = (name: string) => `/api/services/app/${name}`;

const row = (id: number, extra: object) => ({
  id,
  parentId: null,
  parentTitle: null,
  title: '關於我們',
  titleEn: null,
  sgL_RequestUrl: null,
  sort: 10,
  SGL_IsShow: true,
  childCount: 0,
  contentId: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...extra,
});
const column = row(1, { childCount: 1 });
const about = row(2, { parentId: 1, parentTitle: '關於我們', title: '公司介紹', sgL_RequestUrl: 'about' });

/** Every AdminFoot/GetAll answers the same two rows; the pages filter what they show. */
function answer(path: string) {
  if (path === api('AdminFoot/GetAll')) return envelope({ totalCount: 2, items: [column, about] });
  return undefined;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === api(name))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe('footer back office', { timeout: 90_000 }, () => {
  it('checks a link’s page path, shows its /foot/ address and shows the server’s refusal', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('AdminFoot/Create')) return failure('頁面路徑「terms」已被其他頁尾連結使用');
      return answer(path);
    });
    renderApp('/admin/Footer/Child', table);
    await userEvent.click(await screen.findByRole('button', { name: /新增連結/ }, { timeout: 20_000 }));
    fireEvent.change(await screen.findByLabelText('標題（中文）'), { target: { value: '服務條款' } });
    const path = screen.getByLabelText('頁面路徑（sgL_RequestUrl）');

    for (const bad of ['Terms', 'terms/of-use', 'terms of use']) {
      fireEvent.change(path, { target: { value: bad } });
      expect(
        await screen.findByText('只能使用小寫英文字母、數字與單一連字號，例如 privacy-policy'),
      ).toBeInTheDocument();
    }
    fireEvent.change(path, { target: { value: 'terms' } });
    expect(await screen.findByText('訪客開啟的網址：/foot/terms')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('頁面路徑「terms」已被其他頁尾連結使用');
    expect(sent(fetchMock, 'AdminFoot/Create')).toEqual([
      {
        method: 'POST',
        body: { parentId: 1, title: '服務條款', titleEn: null, sgL_RequestUrl: 'terms', sort: 0, SGL_IsShow: true },
      },
    ]);
  });

  it('saves the editor’s HTML as the page of the chosen link', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('AdminFootContent/Create')) return envelope({ id: 5 });
      if (path === api('AdminFootContent/GetAll')) return envelope({ totalCount: 0, items: [] });
      return answer(path);
    });
    const { router } = renderApp(`/admin/Foot/Page/Edit?footLinkId=${about.id}`, table);
    const editors = await screen.findAllByRole('textbox', {}, { timeout: 20_000 });
    const chinese = editors.find((element) => element.getAttribute('contenteditable') === 'true')!;
    chinese.innerHTML = '<p>我們是<b>運動相簿</b></p>';
    fireEvent.input(chinese);
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'AdminFootContent/Create')).toHaveLength(1));
    expect(sent(fetchMock, 'AdminFootContent/Create')[0]!.body).toEqual({
      footLinkId: about.id,
      content: '<p>我們是<b>運動相簿</b></p>',
      contentEn: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/Footer/Page'));
  });
});
