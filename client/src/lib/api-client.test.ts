import { describe, expect, it, vi } from 'vitest';
import { apiFetch, CULTURE_HEADER } from './api-client.ts';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  it('sends the zh-TW culture header and returns the unwrapped result', async () => {
    const fetchMock = stubFetch(
      jsonResponse({
        success: true,
        result: { id: 7 },
        error: null,
        unAuthorizedRequest: false,
        __abp: true,
      }),
    );

    const result = await apiFetch<{ id: number }>('/api/things/7', {
      headers: { 'X-Trace': 'abc' },
    });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/7');
    const headers = new Headers(init?.headers);
    expect(headers.get(CULTURE_HEADER)).toBe('c=zh-TW|uic=zh-TW');
    expect(headers.get('X-Trace')).toBe('abc');
  });

  it("throws the server's message when success is false", async () => {
    stubFetch(
      jsonResponse(
        {
          success: false,
          result: null,
          error: { code: 0, message: '請先登入', details: null },
          unAuthorizedRequest: true,
          __abp: true,
        },
        401,
      ),
    );

    await expect(apiFetch('/api/me')).rejects.toThrow('請先登入');
  });

  it('throws a plain-text body as the message', async () => {
    stubFetch(
      new Response('您的帳號已被停用，請聯繫管理員', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
    );

    await expect(apiFetch('/api/me')).rejects.toThrow('您的帳號已被停用，請聯繫管理員');
  });
});
