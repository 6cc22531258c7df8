import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import './follow-confirm-page.tsx';
import './follow-unsubscribe-page.tsx';
import './my-follows-page.tsx';

const slow = { timeout: 5000 };
const followed = { activityId: 5, activityTitle: '臺北馬', kind: 'bib', bib: '3974' };
const followedSelfie = { activityId: 5, activityTitle: '臺北馬', kind: 'selfie', bib: '' };

describe('the follow pages', { timeout: 20_000 }, () => {
  it('confirms from the mail link and links to the results', async () => {
    const fetchMock = stubApi((path) => (path.endsWith('/Follow/Confirm') ? envelope(followed) : undefined));
    renderApp('/followConfirm?token=abc');
    expect(await screen.findByText('已確認追蹤：有新照片時會寄信通知您。', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('號碼布 3974 · 臺北馬')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看照片' })).toHaveAttribute('href', '/albumsearch/5?code=3974');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Follow/Confirm'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('says so when a confirmation link is not valid', async () => {
    stubApi((path) => (path.endsWith('/Follow/Confirm') ? failure('連結無效或已過期') : undefined));
    renderApp('/followConfirm?token=bad');
    expect(await screen.findByText('連結無效或已過期。', {}, slow)).toBeInTheDocument();
  });

  it('unsubscribes without login', async () => {
    const fetchMock = stubApi((path) => (path.includes('/Follow/Unsubscribe') ? envelope(followed) : undefined));
    renderApp('/followUnsubscribe?token=xyz');
    expect(await screen.findByText('已取消追蹤：不會再寄送這個號碼布的通知。', {}, slow)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/Follow/Unsubscribe?token=xyz'))).toBe(true);
  });

  it("lists the member's follows and removes one", async () => {
    loginAs();
    const user = userEvent.setup();
    let items = [{ id: 7, ...followed, createdAt: '2026-11-01T00:00:00Z', expiresAt: '2026-11-09T00:00:00Z' }];
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/Follow/GetAll')) return envelope({ totalCount: items.length, items });
      if (path.endsWith('/Follow/Delete')) {
        items = [];
        return envelope({ changed: 1 });
      }
      return undefined;
    });
    renderApp('/myfollow');
    const row = (await screen.findByText('號碼布 3974 · 臺北馬', {}, slow)).closest('li')!;
    await user.click(within(row).getByRole('button', { name: /移除/ }));
    expect(await screen.findByText(/您還沒有追蹤任何號碼布/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/Follow/Delete'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 7 });
  });

  it('names a selfie follow without any image and links to its activity', async () => {
    loginAs();
    const items = [{ id: 8, ...followedSelfie, createdAt: '2026-11-01T00:00:00Z', expiresAt: '2026-11-09T00:00:00Z' }];
    stubApi((path) => (path.endsWith('/Follow/GetAll') ? envelope({ totalCount: 1, items }) : undefined));
    renderApp('/myfollow');
    const link = await screen.findByRole('link', { name: '自拍照 · 臺北馬' }, slow);
    expect(link).toHaveAttribute('href', '/activityevent/5');
    expect(link.closest('li')!.querySelector('img')).toBeNull();
  });

  it('says a selfie follow’s descriptor is deleted when unsubscribed', async () => {
    stubApi((path) => (path.includes('/Follow/Unsubscribe') ? envelope(followedSelfie) : undefined));
    renderApp('/followUnsubscribe?token=xyz');
    expect(
      await screen.findByText('已取消追蹤：不會再寄送通知，自拍照的臉部特徵值已刪除。', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看照片' })).toHaveAttribute('href', '/activityevent/5');
  });
});
