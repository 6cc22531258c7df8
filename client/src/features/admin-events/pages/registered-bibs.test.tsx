import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { answerUploads } from '../../../testing/fake-upload.ts';
import { answerAdminMenus, envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { NO_REGISTERED_BIBS, photoActivityOf } from '../testing/photo-activity.ts';

const API = '/api/services/app';
const table = pageRoutes.filter((route) => route.path === '/admin/EventDetails/:id?');
const eventList = { key: 'list', title: 'list', path: '/admin/EventList', icon: null, children: [] };
const list = {
  bibCount: 3000,
  namedCount: 2980,
  fileName: 'runners.csv',
  importedAt: '2026-11-20T01:00:00.000Z',
  importedBy: '主辦窗口',
  format: {
    shapes: [
      { prefix: '', length: 4, count: 2500 },
      { prefix: 'A', length: 4, count: 500 },
    ],
  },
};
const withList = {
  list,
  heldCount: 12,
  totalCount: 3000,
  items: [{ bib: '1001', name: '王小明', category: '全馬' }],
};

/** The activity's page, its registered bibs answered by `bibs` (a function: it changes after an import). */
function openActivity(bibs: () => object) {
  loginAs({ isAdmin: true });
  const fetchMock = stubApi((path) => {
    const menus = answerAdminMenus(path, [eventList]);
    if (menus) return menus;
    if (path === `${API}/AdminActivity/Get`) return envelope(photoActivityOf());
    if (path === `${API}/AdminActivity/GetRegisteredBibs`) return envelope(bibs());
    if (path === `${API}/AdminActivity/DeleteRegisteredBibs`) return envelope(null);
    if (
      path === `${API}/CommonType/GetAll` ||
      path === `${API}/AdminEvent/GetAll` ||
      path === `${API}/AdminAuditLog/GetEntityHistory`
    )
      return envelope({ totalCount: 0, items: [] });
    if (path === `${API}/PhotoGalleryList/getMoneyList`) return envelope([169, 199]);
    return undefined;
  });
  renderApp('/admin/EventDetails/9?kind=activity', table);
  return fetchMock;
}

const chooseFile = (content: string, name = 'runners.csv') =>
  fireEvent.change(document.querySelector('.registered-bib-import input[type=file]')!, {
    target: { files: [new File([content], name, { type: 'text/csv' })] },
  });

describe("an activity's registered bibs in the back office", { timeout: 90_000 }, () => {
  it('imports a CSV and lists each bad row when the file is refused', async () => {
    openActivity(() => NO_REGISTERED_BIBS);
    const sent = answerUploads(() =>
      envelope({
        imported: false,
        problemCount: 102,
        problems: [
          { row: 4, code: 'duplicate', message: '號碼 1001 與第 2 列重複' },
          { row: 7, code: 'bibInvalid', message: '號碼「10 01」格式不正確' },
        ],
        list: null,
      }),
    );
    expect(
      await screen.findByText('尚未上傳名單：系統辨識到的號碼都會直接公開。', {}, { timeout: 20_000 }),
    ).toBeVisible();
    chooseFile('bib,name\n1001,王小明\n');
    const refusal = await screen.findByText('檔案有 102 列錯誤，沒有匯入任何資料；請修正後重新上傳');
    const problems = refusal.closest<HTMLElement>('.registered-bib-problems')!;
    expect(problems).toHaveTextContent('另有 100 列錯誤');
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['4號碼 1001 與第 2 列重複', '7號碼「10 01」格式不正確']);
    // No list yet: nothing to confirm, the file went straight up.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${API}/AdminActivity/ImportRegisteredBibs?id=9`);
    expect((sent[0]!.form.get('file') as File).name).toBe('runners.csv');
  });

  it('shows the list, and asks before a new file replaces it', async () => {
    let bibs: object = withList;
    const fetchMock = openActivity(() => bibs);
    const sent = answerUploads(() => {
      bibs = { ...withList, list: { ...list, bibCount: 4000 } };
      return envelope({ imported: true, problemCount: 0, problems: [], list: { ...list, bibCount: 4000 } });
    });
    expect(await screen.findByText('3000 個（其中 2980 個有姓名）', {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByText('4 碼：2500 個')).toBeVisible();
    expect(screen.getByText('A＋3 碼：500 個')).toBeVisible();
    expect(screen.getByRole('link', { name: '12 筆名單外的辨識號碼待審核' })).toHaveAttribute(
      'href',
      '/admin/AdminImgDeal?status=held&activityId=9',
    );
    expect(screen.getByRole('cell', { name: '王小明' })).toBeVisible();

    chooseFile('bib\n1-4000\n', 'new.csv');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('目前的名單有 3000 個號碼。匯入「new.csv」會整份取代它（不是合併）');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '取代名單' }));
    expect(await screen.findByText('已匯入名單，共 4000 個號碼')).toBeInTheDocument();
    expect(await screen.findByText('4000 個（其中 2980 個有姓名）')).toBeVisible();
    expect(sent).toHaveLength(1);

    // Searching the list asks the server.
    const search = screen.getByRole('searchbox', { name: '搜尋號碼開頭或姓名' });
    await userEvent.type(search, '王{Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => /GetRegisteredBibs\?.*keyword=%E7%8E%8B/.test(String(url)))).toBe(
        true,
      ),
    );
  });

  it('imports typed ranges as a one-column file, and removes the list after asking', async () => {
    const fetchMock = openActivity(() => withList);
    const sent = answerUploads(() => envelope({ imported: true, problemCount: 0, problems: [], list }));
    const ranges = await screen.findByRole('textbox', { name: '號碼範圍' }, { timeout: 20_000 });
    await userEvent.type(ranges, '1001-3000{Enter}A001-A500');
    await userEvent.click(screen.getByRole('button', { name: '匯入範圍' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取代名單' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const file = sent[0]!.form.get('file') as File;
    expect(await file.text()).toBe('bib\n1001-3000\nA001-A500\n');

    await userEvent.click(screen.getByRole('button', { name: '移除名單' }));
    expect(
      await screen.findByText(
        '移除後，所有待審核的辨識號碼都會公開，只因名單而公開的號碼會移除，也不能再用姓名找照片。',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '移除名單' }).at(-1)!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes('DeleteRegisteredBibs?id=9') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
