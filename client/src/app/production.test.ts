import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disableContextMenu, startVersionCheck, VERSION_CHECK_INTERVAL_MS } from './production.ts';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

describe('right click (production)', () => {
  it('is disabled', () => {
    const target = document.implementation.createHTMLDocument();
    disableContextMenu(target);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    target.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('new-version check (production)', () => {
  let stop: () => void = () => {};
  let served: string;
  const confirm = vi.fn<(options: Record<string, unknown>) => Promise<boolean>>();
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
    served = page('/assets/index-old.js');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(served, { headers: { 'content-type': 'text/html' } })),
    );
    confirm.mockReset();
    reload.mockReset();
    stop = startVersionCheck({ confirm, reload });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('checks the root page every 5 minutes and stays quiet while nothing changed', async () => {
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks to reload with the exact prompt when the scripts changed, and reloads on refresh', async () => {
    served = page('/assets/index-new.js');
    confirm.mockResolvedValue(true);

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);

    expect(confirm).toHaveBeenCalledWith({
      title: '發現新版本',
      content: '偵測到新內容，是否重新整理頁面獲取最新數據？',
      okText: '重新整理',
      cancelText: '稍後',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("after 'later' asks again only for a newer release", async () => {
    served = page('/assets/index-new.js');
    confirm.mockResolvedValue(false);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    served = page('/assets/index-newer.js');
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the root page cannot be fetched', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(confirm).not.toHaveBeenCalled();
  });
});
