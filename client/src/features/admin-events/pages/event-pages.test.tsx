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
import { NO_REGISTERED_BIBS, photoActivityOf } from '../testing/photo-activity.ts';

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

const table = pageRoutes.filter((route) =>
  ['/admin/EventList', '/admin/EventDetails/:id?', '/admin/NewEventDetails'].includes(route.path),
);
const API = '/api/services/app';
const page = <T,>(items: T[]) => envelope({ totalCount: items.length, items });

const race = {
  id: 7,
  title: '臺北馬拉松',
  titleEn: 'Taipei Marathon',
  eventDate: '2026-12-20',
  cityId: 102,
  typeId: 401,
  location: null,
  locationEn: null,
  signUpUrl: null,
  content: null,
  contentEn: null,
  coverUrl: null,
  isRecommended: true,
  isVisible: true,
  activityCount: 2,
};
const activity = photoActivityOf();

/** Answers of the form's choices (places, types, races, prices). */
function choices(path: string) {
  if (path === `${API}/CommonType/GetAll`) return page([]);
  if (path === `${API}/AdminEvent/GetAll`) return page([race]);
  if (path === `${API}/PhotoGalleryList/getMoneyList`) return envelope([169, 199]);
  return undefined;
}

const bodyOf = (calls: [unknown, RequestInit?][], path: string) =>
  JSON.parse(String(calls.find(([url]) => String(url).includes(path))?.[1]?.body));

describe('the race pages of the back office', { timeout: 90_000 }, () => {
  it('lists races, and photo activities in their tab with the being-deleted state', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${API}/AdminEvent/GetAll`) return page([race]);
      if (path === `${API}/AdminActivity/GetAll`) return page([{ ...activity, deleting: true }]);
      return undefined;
    });
    renderApp('/admin/EventList', table);
    expect(await screen.findByRole('link', { name: '臺北馬拉松' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/admin/EventDetails/7',
    );
    const list = fetchMock.mock.calls.find(([url]) => String(url).includes('AdminEvent/GetAll'));
    expect(String(list?.[0])).toContain('SkipCount=0&MaxResultCount=20');

    fireEvent.click(screen.getByRole('tab', { name: '攝影活動' }));
    expect(await screen.findByRole('link', { name: '日月潭泳渡' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/admin/EventDetails/9?kind=activity',
    );
    expect(screen.getByText('刪除中')).toBeInTheDocument();
  });

  it('creates a race from the new-race form, then opens it', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${API}/AdminEvent/Create`) return envelope({ ...race, id: 8 });
      if (path === `${API}/AdminEvent/Get`) return envelope({ ...race, id: 8 });
      return choices(path);
    });
    const { router } = renderApp('/admin/NewEventDetails', table);
    const title = await screen.findByLabelText('名稱', {}, { timeout: 20_000 });
    fireEvent.change(title, { target: { value: '臺北馬拉松' } });
    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('地點'), { target: { value: '臺北市政府前' } });
    fireEvent.change(screen.getByLabelText('英文地點'), { target: { value: 'Taipei City Hall' } });
    fireEvent.change(screen.getByLabelText('報名連結'), { target: { value: 'https://example.com/run' } });
    fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/EventDetails/8'), { timeout: 20_000 });
    expect(bodyOf(fetchMock.mock.calls, 'AdminEvent/Create')).toMatchObject({
      title: '臺北馬拉松',
      eventDate: '2026-12-20',
      signUpUrl: 'https://example.com/run',
      location: '臺北市政府前',
      locationEn: 'Taipei City Hall',
      cityId: null,
      content: null,
      isVisible: true,
      isRecommended: false,
    });
  });

  it('names what an activity deletion removes before deleting it', async () => {
    loginAs({ isAdmin: true });
    let deleted = false;
    const fetchMock = stubApi((path) => {
      if (path === `${API}/AdminActivity/Get`) return envelope({ ...activity, deleting: deleted });
      if (path === `${API}/AdminActivity/GetRegisteredBibs`) return envelope(NO_REGISTERED_BIBS);
      if (path === `${API}/Activity/GetDeleteImpact`)
        return envelope({ albums: 2, photos: 120, faces: 300, soldItems: 0, orderedItems: 0 });
      if (path === `${API}/Activity/DeleteActivity`) {
        deleted = true;
        return envelope(null);
      }
      return choices(path);
    });
    renderApp('/admin/EventDetails/9?kind=activity', table);
    fireEvent.click(await screen.findByRole('button', { name: /刪\s*除$/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(
      within(dialog).getByText('將一併刪除 2 本相簿、120 張照片與 300 筆人臉資料，無法復原。'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /刪\s*除/ }));
    expect(await screen.findByText(/此活動正在刪除中/, {}, { timeout: 20_000 })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('DeleteActivity'));
    expect(String(call?.[0])).toContain('id=9');
  });

  it('detects an activity’s faces again after saying what that does', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${API}/AdminActivity/Get`) return envelope(activity);
      if (path === `${API}/AdminActivity/GetRegisteredBibs`) return envelope(NO_REGISTERED_BIBS);
      if (path === `${API}/AdminActivity/ReindexFaces`) return envelope({ photos: 120 });
      return choices(path);
    });
    renderApp('/admin/EventDetails/9?kind=activity', table);
    fireEvent.click(await screen.findByRole('button', { name: /重新辨識人臉/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getAllByText(`要重新辨識「${activity.title}」的人臉嗎？`)[0]).toBeInTheDocument();
    expect(within(dialog).getByText(/跑者要求隱藏的人臉仍會保持隱藏/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('ReindexFaces'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /重新辨識人臉/ }));
    expect(await screen.findByText('已排入 120 張照片重新辨識人臉', {}, { timeout: 20_000 })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('ReindexFaces'));
    expect(call?.[1]?.method).toBe('POST');
    expect(String(call?.[0])).toContain('activityId=9');
  });

  it('offers no face detection for an activity whose face search is off', async () => {
    loginAs({ isAdmin: true });
    stubApi((path) => {
      if (path === `${API}/AdminActivity/Get`) return envelope({ ...activity, faceSearchEnabled: false });
      if (path === `${API}/AdminActivity/GetRegisteredBibs`) return envelope(NO_REGISTERED_BIBS);
      return choices(path);
    });
    renderApp('/admin/EventDetails/9?kind=activity', table);
    expect(await screen.findByRole('button', { name: /刪\s*除$/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重新辨識人臉/ })).not.toBeInTheDocument();
  });
});
