import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cataloguePhoto, envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

const photographer = (id: number, displayName: string) => ({ id, displayName, avatarUrl: null });
const photo = (id: number, takenAt: string, price = 169) => cataloguePhoto(id, { takenAt, price });

/** The home page's other blocks (carousel, upcoming races), empty. */
const emptyHomeBlock = (path: string) =>
  path.endsWith('/Banner/GetAll') || path.endsWith('/Activity/GetAll')
    ? envelope({ totalCount: 0, items: [] })
    : undefined;

const activityConfig = activityConfigOf();

/** The home dropdown's list of every activity (spec §9: MaxResultCount 99999), among the requests made. */
const keywordListRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input).endsWith('/Activity/GetIndex') && String(init?.body).includes('99999'),
  );

describe('the home activity dropdown', () => {
  let fetchMock: ReturnType<typeof stubApi>;
  beforeEach(() => {
    fetchMock = stubApi((path) => {
      if (path.endsWith('/Activity/GetIndex')) {
        return envelope({
          totalCount: 2,
          items: [
            { ...activityConfig, id: 5, isRecommended: false },
            { ...activityConfig, id: 6, sgL_Title: '2026 台中花都半程馬拉松', region: '臺中市', isRecommended: false },
          ],
        });
      }
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      return emptyHomeBlock(path);
    });
  });

  // First: once loaded, the dropdown's code stays and asks for the list itself.
  it('fetches the list of every activity only when the visitor reaches for the box, with its code', async () => {
    const user = userEvent.setup();
    renderApp('/index');
    const box = await screen.findByRole('combobox', { name: '搜尋活動' });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
    expect(keywordListRequests(fetchMock)).toEqual([]);
    await user.hover(box);
    await waitFor(() => expect(keywordListRequests(fetchMock)).toHaveLength(1));
    // The dropdown takes the plain box's place once its code is in. Waited for here, so that the next
    // test does not press the plain box while it is being swapped (a real pointer would then press
    // the dropdown; a test's press stays on the element it was given).
    await waitFor(() => expect(box).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: '搜尋活動' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows date | name | counts | region and filters with 台 = 臺, then opens the picked activity', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/index');
    // The dropdown's code came with the test before (the plain box's own path, a tap that opens it,
    // is the catalogue journey's in the browser): a click opens it.
    await user.click(await screen.findByRole('combobox', { name: '搜尋活動' }));
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: '搜尋活動' })).toHaveAttribute('aria-expanded', 'true'),
      { timeout: 10_000 },
    );
    const search = screen.getByRole('combobox', { name: '搜尋活動' });
    expect(search).toHaveFocus();
    await user.type(search, '台北');
    // antd draws the visible options as plain elements (its role=option list is for screen readers).
    const title = await screen.findByText('2026 臺北城市馬拉松', { selector: '.activity-option-title' });
    expect(
      screen.queryByText('2026 台中花都半程馬拉松', { selector: '.activity-option-title' }),
    ).not.toBeInTheDocument();
    const row = title.closest('.activity-option');
    expect(row).toHaveTextContent('2026-11-01');
    expect(row).toHaveTextContent('12 張照片 | 2 位攝影師 | 臺北市');
    await user.click(title);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activityevent/5'));
  }, 20_000);
});

describe('the home page blocks', () => {
  it('pages through the latest activities and retries the upcoming races after a failure', async () => {
    const user = userEvent.setup();
    let eventsFail = true;
    stubApi((path, init) => {
      if (path.endsWith('/Activity/GetIndex')) {
        const body = JSON.parse(String(init?.body)) as { SkipCount: number; MaxResultCount: number };
        if (body.MaxResultCount !== 8) return envelope({ totalCount: 0, items: [] });
        const items = Array.from({ length: Math.min(8, 20 - body.SkipCount) }, (_, index) => ({
          ...activityConfig,
          id: 100 + body.SkipCount + index,
          sgL_Title: `最新活動 ${body.SkipCount + index + 1}`,
          isRecommended: false,
        }));
        return envelope({ totalCount: 20, items });
      }
      if (path.endsWith('/Activity/GetAll')) {
        return eventsFail ? failure('賽事暫時無法載入', 500) : envelope({ totalCount: 0, items: [] });
      }
      return emptyHomeBlock(path);
    });
    renderApp('/index');

    const latest = await screen.findByRole('region', { name: '最新活動' });
    expect(await within(latest).findByText('最新活動 1')).toBeInTheDocument();
    const pages = within(latest).getByRole('navigation', { name: '分頁' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '1', '2', '3', '']);
    expect(within(pages).getByRole('button', { name: '上一頁' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(await within(latest).findByText('最新活動 17')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: '下一頁' })).toBeDisabled();

    const upcoming = screen.getByRole('region', { name: '近期賽事' });
    expect(await within(upcoming).findByText('資料載入失敗')).toBeInTheDocument();
    expect(within(upcoming).getByText('賽事暫時無法載入')).toBeInTheDocument();
    eventsFail = false;
    await user.click(within(upcoming).getByRole('button', { name: '重試' }));
    expect(await within(upcoming).findByText('近期沒有賽事')).toBeInTheDocument();
  }, 20_000);
});

describe('bib search results', () => {
  it('groups the albums of a page under their photographer and offers 前後五秒 on each photo', async () => {
    const user = userEvent.setup();
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path.endsWith('/GetPhotoGalleryListNew')) {
        const hit = (id: number, t: string) => ({
          ...photo(id, t),
          bibMatch: { bib: '3974', confidence: 1, sources: [] },
        });
        return envelope({
          totalCount: 3,
          items: [
            {
              coId: 1,
              albumName: '終點',
              photographer: photographer(9, '阿明'),
              photos: [hit(1, '2026-11-01T00:00:00Z')],
            },
            {
              coId: 2,
              albumName: '起跑',
              photographer: photographer(8, '小美'),
              photos: [hit(2, '2026-11-01T00:01:00Z')],
            },
            {
              coId: 3,
              albumName: '折返',
              photographer: photographer(9, '阿明'),
              photos: [hit(3, '2026-11-01T00:02:00Z')],
            },
          ],
        });
      }
      if (path.endsWith('/GetPhotoDetail')) {
        return envelope({
          photo: photo(1, '2026-11-01T00:00:00Z'),
          album: { coId: 1, name: '終點' },
          activity: { id: 5, sgL_Title: activityConfig.sgL_Title, sgL_ActivityDate: '2026-11-01' },
          photographer: photographer(9, '阿明'),
          bibs: ['3974'],
          neighbours: [photo(4, '2026-11-01T00:00:03Z')],
        });
      }
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');

    expect(await screen.findByText('找到 3 張號碼布 3974 的照片')).toBeInTheDocument();
    const sections = screen.getAllByRole('region').filter((el) => el.classList.contains('photographer-section'));
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['阿明', '小美']);
    expect(within(sections[0]!).getAllByRole('figure')).toHaveLength(2);
    expect(within(sections[0]!).getByText(/終點、折返/)).toBeInTheDocument();

    await user.click(within(sections[1]!).getByRole('button', { name: '前後五秒' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('+3 秒 · NT$169')).toBeInTheDocument();
    expect(within(dialog).getByText('這張 · NT$169')).toBeInTheDocument();
  });

  it('marks the photos found by a face linked to the bib, after the bib hits', async () => {
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path.endsWith('/GetPhotoGalleryListNew')) {
        const hit = (id: number, foundBy: 'bib' | 'face') => ({
          ...photo(id, '2026-11-01T00:00:00Z'),
          bibMatch: { bib: '3974', confidence: foundBy === 'bib' ? 1 : 0, sources: [] },
          foundBy,
        });
        return envelope({
          totalCount: 2,
          items: [
            {
              coId: 1,
              albumName: '終點',
              photographer: photographer(9, '阿明'),
              photos: [hit(1, 'bib'), hit(2, 'face')],
            },
          ],
        });
      }
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');
    expect(await screen.findByText('找到 2 張號碼布 3974 的照片')).toBeInTheDocument();
    const [byBib, byFace] = screen.getAllByRole('figure');
    expect(within(byBib!).queryByText('以臉部辨識找到')).not.toBeInTheDocument();
    expect(within(byFace!).getByText('以臉部辨識找到')).toBeInTheDocument();
  });

  it('suggests face search when a bib finds nothing', async () => {
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path.endsWith('/GetPhotoGalleryListNew')) return envelope({ totalCount: 0, items: [] });
      return undefined;
    });
    renderApp('/albumsearch/5?code=1');
    expect(await screen.findByText('找不到號碼布 1 的照片')).toBeInTheDocument();
    expect(screen.getByText(/改用自拍人臉搜尋/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '改用人臉搜尋' })).toHaveAttribute('href', '/activityevent/5');
  });

  it('says bib search is off for an activity that switched it off, without searching', async () => {
    const searched = vi.fn();
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope({ ...activityConfig, bibSearchEnabled: false });
      if (path.endsWith('/GetPhotoGalleryListNew')) searched();
      return undefined;
    });
    renderApp('/albumsearch/5?code=3974');
    expect(await screen.findByText('此活動未開放號碼布搜尋')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '搜尋' })).not.toBeInTheDocument();
    expect(searched).not.toHaveBeenCalled();
  });
});

describe('the photo page', () => {
  beforeEach(() => {
    stubApi((path) => {
      if (path.endsWith('/GetPhotoDetail')) {
        return envelope({
          photo: photo(1, '2026-11-01T00:00:00Z', 189),
          album: { coId: 1, name: '終點' },
          activity: { id: 5, sgL_Title: activityConfig.sgL_Title, sgL_ActivityDate: '2026-11-01' },
          photographer: photographer(9, '阿明'),
          bibs: ['1208', '3974'],
          neighbours: [],
        });
      }
      if (path.endsWith('/Favorite/GetIds')) return envelope({ photoIds: [1], activityIds: [] });
      if (path.endsWith('/Favorite/Remove')) return envelope({ changed: 1 });
      if (path.endsWith('/Shop/CreateList')) {
        return envelope({ added: 0, items: [{ photoId: 1, status: 'bought', message: '您已購買過這張照片' }] });
      }
      return undefined;
    });
  });

  it("shows a member's favourite, removes it, and says why the cart refused the photo", async () => {
    const user = userEvent.setup();
    loginAs();
    const fetchMock = globalThis.fetch as ReturnType<typeof stubApi>;
    renderApp('/albumphotodetail/1');
    const favourite = await screen.findByRole('button', { name: /已收藏/ });
    expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await user.click(favourite);
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    const remove = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/Favorite/Remove'));
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ photoId: 1 });

    await user.click(screen.getByRole('button', { name: /加入購物車/ }));
    expect(await screen.findByText('您已購買過這張照片')).toBeInTheDocument();
  });

  it('shows the watermarked preview and price, and sends a guest to log in and come back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/albumphotodetail/1?code=3974');
    expect(await screen.findByText('NT$189')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /照片預覽（含浮水印）/ })).toHaveAttribute('src', '/media/p1.jpg');
    expect(screen.getByText('3974')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('1208')).not.toHaveClass('ant-tag-blue');
    await user.click(screen.getByRole('button', { name: /加入購物車/ }));
    expect(await screen.findByText('請先登入會員')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/albumphotodetail/1?code=3974');
  });
});

describe('selfie search on an activity page', () => {
  it('refuses a selfie over 10 MB or not a picture before uploading, and says what is kept and for how long', async () => {
    stubApi((path) => (path.endsWith('/GetConfigByActivityId') ? envelope(activityConfig) : undefined));
    // Selfies go up through XMLHttpRequest (upload progress): nothing may be sent.
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/activityevent/5');
    expect(await screen.findByText(/自拍照本身不會被儲存；只保留臉部位置與特徵數值 24 小時/)).toBeInTheDocument();
    const input = screen.getByTestId('selfie-input');

    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('照片不能超過 10 MB');

    await user.upload(input, new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('請選擇 JPEG、PNG 或 WebP 格式的照片')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
