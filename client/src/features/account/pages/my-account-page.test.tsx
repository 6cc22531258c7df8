import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { getSession } from '../../../lib/session.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { demoMember } from '../testing/demo-member.ts';

const table = pageRoutes.filter((route) => route.path === '/myaccount');

async function openHub(fields: Partial<typeof demoMember>) {
  loginAs(fields);
  stubApi((path) => (path === '/api/services/app/MemEmber/Get' ? envelope({ ...demoMember, ...fields }) : undefined));
  renderApp('/myaccount', table);
  // The page's chunk and strings load on first use.
  await screen.findByRole('heading', { name: '我的帳戶', level: 1 }, { timeout: 10_000 });
  const main = within(screen.getByRole('main'));
  return (name: RegExp) => main.queryByRole('link', { name })?.getAttribute('href') ?? null;
}

describe('my account hub', { timeout: 30_000 }, () => {
  it("links a member's shopping pages and the way to become a photographer", async () => {
    const link = await openHub({});
    expect(screen.getByText('member@demo.tw')).toBeInTheDocument();
    expect(link(/^我的照片/)).toBe('/myphoto');
    expect(link(/^消費紀錄/)).toBe('/consumerrecords');
    expect(link(/^購物車/)).toBe('/checkout');
    expect(link(/^我的收藏/)).toBe('/favorite');
    expect(link(/^個人資料/)).toBe('/profile');
    expect(link(/^成為攝影師/)).toBe('/joinphotographer');
    expect(link(/^銷售明細/)).toBeNull();
    expect(link(/^管理後台/)).toBeNull();
  });

  it("links a certified photographer's own pages instead", async () => {
    const link = await openHub({ photographerAuth: true });
    expect(link(/^上傳照片/)).toBe('/uploadPhoto');
    expect(link(/^我的作品/)).toBe('/photographerphoto');
    expect(link(/^銷售明細/)).toBe('/selldetails');
    expect(link(/^交易紀錄/)).toBe('/transactionrecordlist');
    expect(link(/^收益明細/)).toBe('/photographerearningslist');
    expect(link(/^成為攝影師/)).toBeNull();
    expect(screen.queryByText('您的攝影師資格已被停權，請聯繫管理員')).not.toBeInTheDocument();
  });

  it('tells a suspended photographer so', async () => {
    await openHub({ photographerAuth: true, photographerAuthStatus: 'blocked' });
    expect(screen.getByText('您的攝影師資格已被停權，請聯繫管理員')).toBeInTheDocument();
  });

  it('brings the stored login up to date when an application was approved since', async () => {
    loginAs({ photographerAuth: false });
    stubApi((path) =>
      path === '/api/services/app/MemEmber/Get' ? envelope({ ...demoMember, photographerAuth: true }) : undefined,
    );
    renderApp('/myaccount', table);
    await screen.findByRole('heading', { name: '我的帳戶', level: 1 }, { timeout: 10_000 });
    expect(getSession()?.user.photographerAuth).toBe(true);
    expect(getSession()?.token).toBe('test-token');
  });

  it('links the back office for an admin', async () => {
    const link = await openHub({ isAdmin: true });
    expect(link(/^管理後台/)).toBe('/admin/index');
  });
});
