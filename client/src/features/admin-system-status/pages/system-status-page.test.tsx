import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { answerAdminMenus, envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { StatusMinute, SystemStatus } from '../api/get-last-hour.ts';

const MENUS = [
  { key: 'system-status', title: '系統狀態', path: '/admin/SystemStatus', icon: 'DashboardOutlined', children: [] },
];

const START = Date.parse('2026-11-28T01:00:00Z');
const quietMinute = (index: number): StatusMinute => ({
  minute: new Date(START + index * 60_000).toISOString(),
  queueWaiting: null,
  queueOldestSeconds: null,
  requests: null,
  serverErrors: null,
  photosPublished: 0,
  publishDelayP50Seconds: null,
  publishDelayP95Seconds: null,
});

const busyHour: SystemStatus = {
  sampleSeconds: 60,
  queue: { waiting: 240, active: 8, failed: 2, oldestWaitingSeconds: 185 },
  minutes: Array.from({ length: 60 }, (_, index) =>
    index < 58
      ? quietMinute(index)
      : {
          ...quietMinute(index),
          queueWaiting: index === 58 ? 300 : 240,
          queueOldestSeconds: 185,
          requests: 200,
          serverErrors: index === 59 ? 3 : 0,
          photosPublished: 60,
          publishDelayP50Seconds: 42.5,
          publishDelayP95Seconds: 118,
        },
  ),
};

function stubStatus(answer: () => Response) {
  stubApi((path) => {
    const menus = answerAdminMenus(path, MENUS);
    if (menus) return menus;
    return path === '/api/services/app/AdminSystemStatus/GetLastHour' ? answer() : undefined;
  });
}

const clock = (minute: string) => new Date(minute).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

// The first render fetches antd's back-office components: slow on a busy machine.
describe('system status /admin/SystemStatus', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setLanguage('zh-TW');
    loginAs({ isAdmin: true });
  });

  it('shows the queue now and draws the last hour, every value also in a table', async () => {
    stubStatus(() => envelope(busyHour));
    renderApp('/admin/SystemStatus');
    const now = (await screen.findByRole('heading', { name: '目前的照片處理佇列' }, { timeout: 15_000 })).closest(
      'section',
    ) as HTMLElement;
    expect(within(now).getByText('等待中的工作').closest('.ant-statistic')).toHaveTextContent('240');
    expect(within(now).getByText('最久已等待').closest('.ant-statistic')).toHaveTextContent('3 分 05 秒');
    expect(within(now).getByText('失敗的工作').closest('.ant-statistic')).toHaveTextContent('2');

    expect(screen.getByRole('img', { name: /佇列中等待的照片/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /上傳到上架/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /錯誤率/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /最近一小時每分鐘/ });
    const last = busyHour.minutes[59]!;
    // 3 of 200 requests failed: 1.5 %.
    expect(within(table).getByRole('row', { name: `${clock(last.minute)} 240 60 42.5 118 1.5` })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: `${clock(busyHour.minutes[0]!.minute)} — 0 — — —` }),
    ).toBeInTheDocument();
  });

  it('says nothing was measured yet in an hour without samples or published photos, in English too', async () => {
    await setLanguage('en');
    stubStatus(() =>
      envelope({
        ...busyHour,
        queue: { waiting: 0, active: 0, failed: 0, oldestWaitingSeconds: 0 },
        minutes: busyHour.minutes.map((_, index) => quietMinute(index)),
      }),
    );
    renderApp('/admin/SystemStatus');
    expect(
      await screen.findByText(/Nothing measured in the last hour yet/, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photos waiting/ })).not.toBeInTheDocument();
    const oldest = screen.getByText('Oldest has waited').closest('.ant-statistic') as HTMLElement;
    expect(oldest).toHaveTextContent('—');
  });

  it("shows the server's refusal to an admin without the system status permission", async () => {
    stubStatus(() => failure('您沒有權限執行此操作', 403));
    renderApp('/admin/SystemStatus');
    expect(await screen.findByText('沒有權限', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('您沒有權限執行此操作')).toBeInTheDocument();
  });
});
