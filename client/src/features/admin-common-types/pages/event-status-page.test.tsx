import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import {
  answerAdminMenus,
  envelope,
  loginAs,
  renderApp,
  stubApi as stubAnswers,
} from '../../../testing/test-utils.tsx';

/** The race pages of the back-office menu, as an admin with Pages.Events.Edit gets them. */
const menuPage = (key: string, path: string | null) => ({ key, title: key, path, icon: null, children: [] });
const menus = [
  {
    ...menuPage('events', null),
    children: [
      menuPage('list', '/admin/EventList'),
      menuPage('new', '/admin/NewEventDetails'),
      menuPage('regions', '/admin/EventStatus'),
      menuPage('types', '/admin/EventType'),
    ],
  },
];

/** The test's answers, and the back-office frame's menus. */
const stubApi = (answer: (path: string, init: RequestInit | undefined) => Response | undefined) =>
  stubAnswers((path, init) => answerAdminMenus(path, menus) ?? answer(path, init));

const table = pageRoutes.filter((route) => route.path === '/admin/EventStatus' || route.path === '/admin/EventType');
const BASE = '/api/services/app/AdminCommonType';

const row = (id: number, parent: number | null, title: string, sort: number, typeT = 30) => ({
  id,
  sgL_Title: title,
  sgL_TitleEn: `${title} en`,
  sgL_TypeT: typeT,
  sgL_ParentID: parent,
  sort,
  isShow: true,
});
const places = [row(3, 1, '中部', 2), row(2, 1, '北部', 1), row(102, 2, '臺北市', 2), row(101, 2, '基隆市', 1)];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** The table row showing `title` (role queries over antd tables are slow on a busy machine). */
async function rowOf(title: string) {
  const cell = await screen.findByText(title, { selector: 'td' }, { timeout: 20_000 });
  return cell.closest('tr')!;
}

describe('/admin/EventStatus', { timeout: 90_000 }, () => {
  it('shows regions with their cities as a tree, reorders and adds a city under a region', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: places.length, items: places });
      if (path === `${BASE}/UpdateStore`) return envelope(null);
      if (path === `${BASE}/Create`) return envelope(row(130, 2, '新城', 3));
      return undefined;
    });
    renderApp('/admin/EventStatus', table);
    const north = await rowOf('北部');
    const rows = [...document.querySelectorAll('tbody tr')].map((r) => r.textContent);
    // Regions by sort, each followed by its cities by sort.
    const order = ['北部', '基隆市', '臺北市', '中部'].map((title) => rows.findIndex((text) => text?.includes(title)));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await userEvent.click(within(await rowOf('基隆市')).getByRole('button', { name: '下移' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('UpdateStore'));
      expect(bodyOf(call?.[1])).toEqual({ ids: [102, 101] });
    });

    await userEvent.click(within(north).getByRole('button', { name: /新增縣市/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名稱'), { target: { value: '新城' } });
    fireEvent.change(within(dialog).getByLabelText('英文名稱'), { target: { value: 'New Town' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes(`${BASE}/Create`));
      expect(bodyOf(call?.[1])).toEqual({
        sgL_TypeT: 30,
        sgL_ParentID: 2,
        sgL_Title: '新城',
        sgL_TitleEn: 'New Town',
        isShow: true,
      });
    });
  });

  it('lists race types flat at /admin/EventType and deletes one after confirming', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [row(401, null, '路跑', 1, 40)] });
      if (path === `${BASE}/Delete`) return envelope(null);
      return undefined;
    });
    renderApp('/admin/EventType', table);
    const run = await rowOf('路跑');
    await userEvent.click(within(run).getByRole('button', { name: /刪\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes(`${BASE}/Delete`));
      expect(call?.[1]?.method).toBe('DELETE');
      expect(String(call?.[0])).toContain('id=401');
    });
  });
});
