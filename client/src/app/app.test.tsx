import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';

function envelopeResponse(body: object, status = 200): Response {
  return new Response(JSON.stringify({ unAuthorizedRequest: false, __abp: true, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('App', () => {
  it('shows the site name and reports a healthy server', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(envelopeResponse({ success: true, result: { status: 'ok' }, error: null }));
    vi.stubGlobal('fetch', fetchMock);

    render(<App />);

    expect(screen.getByRole('heading', { name: '運動相簿' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在確認服務狀態');
    expect(await screen.findByText(/服務正常/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('reports the service as unavailable when the envelope says success=false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        envelopeResponse(
          {
            success: false,
            result: null,
            error: { code: 0, message: '伺服器發生錯誤，請稍後再試', details: null },
          },
          500,
        ),
      ),
    );

    render(<App />);

    expect(await screen.findByText(/service unavailable/i)).toBeInTheDocument();
  });

  it('reports the service as unavailable when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));

    render(<App />);

    expect(await screen.findByText(/service unavailable/i)).toBeInTheDocument();
    expect(screen.queryByText(/服務正常/)).not.toBeInTheDocument();
  });
});
