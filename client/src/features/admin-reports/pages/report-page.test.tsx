import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { PeriodFigures } from '../api/reports.ts';

// The first render fetches antd's back-office components: slow on a busy machine.
// The charts draw on a canvas jsdom lacks: the page's data flow is tested, the drawing stubbed.
vi.mock('../components/revenue-chart.tsx', () => ({
  default: ({ series }: { series: PeriodFigures[] }) => (
    <ol aria-label="chart">
      {series.map((row) => (
        <li key={row.period}>{`${row.period} ${row.platformFee}+${row.photographerShares}`}</li>
      ))}
    </ol>
  ),
}));

const API = '/api/services/app/AdminReport/';
const figures = {
  gross: 800,
  revenue: 600,
  orders: 2,
  photosSold: 3,
  averageOrderValue: 300,
  platformFee: 120,
  photographerShares: 480,
  refunds: 200,
  refundedItems: 2,
};
const summary = {
  series: [
    { period: '2026-10-01', ...figures, revenue: 0, platformFee: 0, photographerShares: 0 },
    { period: '2026-11-01', ...figures },
  ],
  totals: figures,
};
const activities = { totalCount: 1, items: [{ activityId: 5, title: '台北馬拉松', ...figures }] };
const photographers = { totalCount: 1, items: [{ photographerId: 9, displayName: '小王', ...figures }] };

function stubReports(answers: Partial<Record<string, () => Response>> = {}) {
  stubApi((path) => {
    if (!path.startsWith(API)) return undefined;
    const name = path.slice(API.length);
    const answer = answers[name];
    if (answer) return answer();
    if (name === 'GetSummary') return envelope(summary);
    if (name === 'GetByActivity') return envelope(activities);
    if (name === 'GetByPhotographer') return envelope(photographers);
    return undefined;
  });
}

const requested = (name: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === API + name);

describe('reports /admin/AdminReport', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await setLanguage('zh-TW');
    loginAs({ isAdmin: true });
  });

  it('shows the totals, the series to chart and the figures by activity and by photographer', async () => {
    stubReports();
    renderApp('/admin/AdminReport?from=2026-10-01&to=2026-11-30&granularity=month');
    const totals = await screen.findByRole('region', { name: '期間合計' }, { timeout: 30_000 });
    const card = (title: string) => within(totals).getByText(title).closest('.ant-card');
    expect(card('銷售總額（含退款）')).toHaveTextContent('NT$ 800');
    expect(card('營收（扣除退款）')).toHaveTextContent('NT$ 600');
    expect(card('平台費用（扣除退款）')).toHaveTextContent('NT$ 120');
    expect(card('攝影師分潤（扣除退款）')).toHaveTextContent('NT$ 480');
    expect(card('退款金額')).toHaveTextContent(/NT\$ 200.*退款照片 2 張/);
    const chart = await screen.findByRole('list', { name: 'chart' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026-10-01 0+0', '2026-11-01 120+480']);
    expect(await screen.findByText('台北馬拉松')).toBeInTheDocument();
    expect(requested('GetSummary')[0]?.searchParams.get('granularity')).toBe('month');
    expect(requested('GetByActivity')[0]?.searchParams.get('sort')).toBe('revenue');

    await userEvent.click(screen.getByRole('tab', { name: '依攝影師' }));
    expect(await screen.findByText('小王')).toBeInTheDocument();
    expect(requested('GetByPhotographer')[0]?.searchParams.get('from')).toBe('2026-10-01');
  });

  it('asks again by week when the granularity changes, and sorts a table by refunds', async () => {
    stubReports();
    renderApp('/admin/AdminReport?from=2026-10-01&to=2026-11-30');
    await screen.findByText('台北馬拉松', {}, { timeout: 30_000 });
    await userEvent.click(screen.getByText('週'));
    await waitFor(() => expect(requested('GetSummary').at(-1)?.searchParams.get('granularity')).toBe('week'));
    await userEvent.click(screen.getAllByRole('combobox', { name: '排序方式' })[0]!);
    await userEvent.click(await screen.findByText('依退款金額排序'));
    await waitFor(() => expect(requested('GetByActivity').at(-1)?.searchParams.get('sort')).toBe('refunds'));
  });

  it('exports the report as a CSV file', async () => {
    stubReports({ ExportCsv: () => envelope({ fileName: 'report.csv', content: '\uFEFF期間\r\n' }) });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/AdminReport?from=2026-10-01&to=2026-11-30&granularity=month');
    await userEvent.hover(await screen.findByRole('button', { name: /匯出 CSV/ }, { timeout: 30_000 }));
    await userEvent.click(await screen.findByText('每列一個活動'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = requested('ExportCsv')[0]!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      from: '2026-10-01',
      to: '2026-11-30',
      by: 'activity',
    });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });

  it('says why the report failed and asks again on retry', async () => {
    let fail = true;
    stubReports({ GetSummary: () => (fail ? failure('報表期間最長 3 年', 400) : envelope(summary)) });
    renderApp('/admin/AdminReport?from=2020-01-01&to=2026-11-30&granularity=month');
    expect(await screen.findByText('報表期間最長 3 年', {}, { timeout: 30_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重試|重新/ }));
    expect(await screen.findByRole('region', { name: '期間合計' })).toHaveTextContent('NT$ 600');
  });
});
