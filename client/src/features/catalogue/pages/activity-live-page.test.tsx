import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { cataloguePhoto, envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';
import { LIVE_REFRESH_MS } from '../api/live.ts';

const slow = { timeout: 5000 };
const slots = (filled: Record<number, number>) => Array.from({ length: 24 }, (_, slot) => filled[slot] ?? 0);

/** 2026-11-08 02:15 UTC is 10:15 in Taipei: the six hours from 04:30 to 10:30. */
const live = {
  id: 5,
  sgL_Title: '2026 臺北馬拉松',
  from: '2026-11-07T20:30:00.000Z',
  slotMinutes: 15,
  places: [
    { place: '10K', counts: slots({ 22: 30, 23: 12 }), total: 42 },
    { place: '終點', counts: slots({ 23: 3 }), total: 3 },
  ],
  newest: [
    { ...cataloguePhoto(71), place: '10K', publishedAt: '2026-11-08T02:14:00.000Z' },
    { ...cataloguePhoto(70), place: '終點', publishedAt: '2026-11-08T02:10:00.000Z' },
  ],
  processing: 17,
  lastPublishedAt: '2026-11-08T02:14:00.000Z',
  asOf: '2026-11-08T02:15:00.000Z',
};

const empty = { ...live, places: [], newest: [], processing: 0, lastPublishedAt: null };

function answerLive(answer: object) {
  return stubApi((path) => (path.endsWith('/Activity/GetLive') ? envelope(answer) : undefined));
}

const liveCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/Activity/GetLive'));

describe('an activity live (/activitylive/:id)', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('zh-TW');
  });

  it('shows photos per camera point, what is still processing and the newest photos', async () => {
    const fetchMock = answerLive(live);
    renderApp('/activitylive/5');
    expect(await screen.findByText('還有 17 張照片處理中，請稍後再回來看看。', {}, slow)).toBeInTheDocument();
    expect(String(liveCalls(fetchMock)[0]![0])).toContain('activityId=5');
    expect(screen.getByText('每 30 秒自動更新，更新於 10:15')).toBeInTheDocument();
    expect(screen.getByText('最新上架 10:14')).toBeInTheDocument();

    const tenK = screen.getByRole('group', { name: '10K' });
    expect(within(tenK).getByText('42 張照片')).toBeInTheDocument();
    // The last two quarter hours, in Taipei time.
    expect(within(tenK).getByLabelText('10:15–10:30：12 張')).toBeInTheDocument();
    expect(within(tenK).getByLabelText('10:00–10:15：30 張')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '終點' })).getByText('3 張照片')).toBeInTheDocument();

    const newest = screen.getByRole('region', { name: '最新照片' });
    expect(within(newest).getByRole('img', { name: '10K 10:14 上架的照片' }).closest('a')).toHaveAttribute(
      'href',
      '/albumphotodetail/71',
    );
    expect(screen.getByRole('link', { name: '2026 臺北馬拉松' })).toHaveAttribute('href', '/activityevent/5');
  });

  it('says so when nothing was uploaded yet, in English too', async () => {
    answerLive(empty);
    renderApp('/activitylive/5');
    expect(
      await screen.findByText('這個活動還沒有照片。攝影師上傳後，照片會出現在這裡。', {}, slow),
    ).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(
      await screen.findByText('No photos for this activity yet. They will show here as the photographers upload them.'),
    ).toBeInTheDocument();
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answerLive(live);
    renderApp('/activitylive/5');
    await screen.findByText('還有 17 張照片處理中，請稍後再回來看看。', {}, slow);
    expect(liveCalls(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(liveCalls(fetchMock)).toHaveLength(2);
  });

  it('is linked from the activity page', async () => {
    stubApi((path) => (path.endsWith('/GetConfigByActivityId') ? envelope(activityConfigOf({ id: 5 })) : undefined));
    renderApp('/activityevent/5');
    expect(await screen.findByRole('link', { name: /即時上傳/ }, slow)).toHaveAttribute('href', '/activitylive/5');
  });
});
