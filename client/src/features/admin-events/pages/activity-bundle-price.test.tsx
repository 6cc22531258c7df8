import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { answerAdminMenus, envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { NO_REGISTERED_BIBS, photoActivityOf } from '../testing/photo-activity.ts';

const API = '/api/services/app';
const table = pageRoutes.filter((route) => route.path === '/admin/EventDetails/:id?');
/** The back-office menu entry the activity pages belong to. */
const eventList = { key: 'list', title: 'list', path: '/admin/EventList', icon: null, children: [] };
const activity = photoActivityOf({ bundlePrice: 599 });

describe("the activity's bundle price in the back office", { timeout: 90_000 }, () => {
  it('shows the bundle price and saves a new one', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      const menus = answerAdminMenus(path, [eventList]);
      if (menus) return menus;
      if (path === `${API}/AdminActivity/Get`) return envelope(activity);
      if (path === `${API}/AdminActivity/GetRegisteredBibs`) return envelope(NO_REGISTERED_BIBS);
      if (path === `${API}/AdminActivity/Update`) return envelope({ ...activity, bundlePrice: 499 });
      if (path === `${API}/CommonType/GetAll` || path === `${API}/AdminEvent/GetAll`)
        return envelope({ totalCount: 0, items: [] });
      if (path === `${API}/PhotoGalleryList/getMoneyList`) return envelope([169, 199]);
      return undefined;
    });
    renderApp('/admin/EventDetails/9?kind=activity', table);
    const price = await screen.findByLabelText('整組優惠價', {}, { timeout: 20_000 });
    expect(price).toHaveValue('599');
    fireEvent.change(price, { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('AdminActivity/Update'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('AdminActivity/Update'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ id: 9, bundlePrice: 499 });
  });
});
