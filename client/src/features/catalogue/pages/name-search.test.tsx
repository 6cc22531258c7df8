import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

const NAME_SEARCH = '/api/services/app/PhotoGalleryConfigAppSerivce/GetBibsByName';

/** The activity page of an activity whose registered bibs have names; the name search answers `bibs`. */
function activityWithNames(answer: (name: string) => Response) {
  return stubApi((path, init) => {
    if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfigOf({ nameSearchEnabled: true }));
    if (path === NAME_SEARCH) return answer((JSON.parse(String(init?.body)) as { name: string }).name);
    if (path.endsWith('/GetPhotoGalleryListNew')) return envelope({ totalCount: 0, items: [] });
    return undefined;
  });
}

describe('name search on an activity page', { timeout: 60_000 }, () => {
  it('is offered only where the registered bibs have names', async () => {
    stubApi((path) => (path.endsWith('/GetConfigByActivityId') ? envelope(activityConfigOf()) : undefined));
    renderApp('/activityevent/5');
    expect(await screen.findByRole('searchbox', { name: '號碼布號碼' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: '報名姓名' })).not.toBeInTheDocument();
  });

  it("opens the bib's photos when the whole name is one runner's", async () => {
    const fetchMock = activityWithNames(() => envelope({ bibs: ['3974'] }));
    const { router } = renderApp('/activityevent/5');
    const box = await screen.findByRole('searchbox', { name: '報名姓名' }, { timeout: 20_000 });
    expect(screen.getByText(/只有完整姓名才找得到，姓名不會顯示給任何人/)).toBeVisible();
    await userEvent.type(box, ' 王小明 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/albumsearch/5'));
    expect(router.state.location.search).toBe('?code=3974');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('GetBibsByName'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ activityId: 5, name: '王小明' });
  });

  it('lets two runners of one name pick their bib, and says so when a name finds nothing', async () => {
    activityWithNames((name) => envelope({ bibs: name === 'Chen Wei' ? ['2001', '2002'] : [] }));
    const { router } = renderApp('/activityevent/5');
    const box = await screen.findByRole('searchbox', { name: '報名姓名' }, { timeout: 20_000 });

    await userEvent.type(box, '陳{Enter}');
    expect(await screen.findByText(/找不到這個姓名的照片。請輸入報名時的完整姓名/)).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, 'Chen Wei{Enter}');
    expect(await screen.findByText('這個姓名有不只一位選手，請選擇你的號碼布：')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '號碼布 2002' }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=2002'));
  });

  it('asks for a name, and shows the refusal when searching too often', async () => {
    activityWithNames(() => failure('嘗試次數過多，請於 42 秒後再試', 429));
    renderApp('/activityevent/5');
    const box = await screen.findByRole('searchbox', { name: '報名姓名' }, { timeout: 20_000 });
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText('請輸入報名時的完整姓名')).toBeVisible();
    await userEvent.type(box, '王小明{Enter}');
    expect(await screen.findByText('嘗試次數過多，請於 42 秒後再試')).toBeInTheDocument();
  });
});
