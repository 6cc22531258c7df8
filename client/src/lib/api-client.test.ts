import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, loginAs, stubApi } from '../testing/test-utils.tsx';
import { api, ApiError, CULTURE_HEADER, request } from './api-client.ts';
import { registerNavigator } from './navigation.ts';
import { notify } from './notify.ts';
import { getSession } from './session.ts';

function requestOf(fetchMock: ReturnType<typeof stubApi>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(input), init, headers: new Headers(init?.headers) };
}

/** The app's router stand-in: where the request layer sends the user. */
function fakeNavigator(pathname: string, search = '') {
  const navigate = vi.fn();
  registerNavigator({ navigate, location: () => ({ pathname, search, hash: '' }) });
  return navigate;
}

let errors: ReturnType<typeof vi.spyOn>;
let successes: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(notify, 'error').mockImplementation(() => {});
  successes = vi.spyOn(notify, 'success').mockImplementation(() => {});
});

afterEach(() => {
  registerNavigator(null);
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends the bearer token, the culture header and JSON, and returns the result', async () => {
    loginAs();
    const fetchMock = stubApi(() => envelope({ id: 7 }));

    const result = await api.post('/api/services/app/Shop/CreateList', { photoIds: [1] });

    expect(result).toEqual({ id: 7 });
    const { init, headers } = requestOf(fetchMock);
    expect(init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(headers.get(CULTURE_HEADER)).toBe('c=zh-TW|uic=zh-TW');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"photoIds":[1]}');
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    const fetchMock = stubApi(() => envelope(null));
    await request('GET', '/api/services/app/Banner/GetAll');
    expect(requestOf(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('writes query arrays as repeated keys and leaves out null and undefined', async () => {
    const fetchMock = stubApi(() => envelope([]));
    await request('GET', '/api/services/app/Activity/GetIndex', {
      params: { sgL_ActivityDate: ['2000-01-01', '2026-11-23'], SGL_Recommend: null, keyword: undefined, SkipCount: 0 },
    });
    expect(requestOf(fetchMock).url).toBe(
      '/api/services/app/Activity/GetIndex?sgL_ActivityDate=2000-01-01&sgL_ActivityDate=2026-11-23&SkipCount=0',
    );
  });

  it("shows '操作成功' only when the caller asks for it", async () => {
    stubApi(() => envelope(true));
    await request('PUT', '/api/services/app/MemEmber/Update', { body: { displayName: 'A' } });
    expect(successes).not.toHaveBeenCalled();
    await request('PUT', '/api/services/app/MemEmber/Update', { body: { displayName: 'A' }, successMessage: true });
    expect(successes).toHaveBeenCalledWith('操作成功');
  });
});

describe('refusals', () => {
  it("shows the server's message when success is false and rejects", async () => {
    stubApi(() => failure('此照片已在購物車中'));
    const call = request('POST', '/api/services/app/Shop/CreateList', { body: {} });
    await expect(call).rejects.toThrow(ApiError);
    await expect(call).rejects.toThrow('此照片已在購物車中');
    expect(errors).toHaveBeenCalledWith('此照片已在購物車中');
  });

  it("falls back to '操作失敗' when success is false without a message", async () => {
    stubApi(() =>
      Response.json({ success: false, result: null, error: null, unAuthorizedRequest: false, __abp: true }),
    );
    await expect(request('GET', '/api/x')).rejects.toThrow('操作失敗');
    expect(errors).toHaveBeenCalledWith('操作失敗');
  });

  it('shows the plain-text body of a 605 refusal', async () => {
    // new Response() only takes 200–599; browsers hand any status a server sends to fetch.
    const refusal = {
      status: 605,
      headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
      text: async () => '您的攝影師資格已被停權',
    } as Response;
    stubApi(() => refusal);
    await expect(request('GET', '/api/services/app/PhotoGalleryList/getMoneyList')).rejects.toMatchObject({
      kind: 'refusal',
      message: '您的攝影師資格已被停權',
    });
    expect(errors).toHaveBeenCalledWith('您的攝影師資格已被停權');
  });

  it('stays quiet when the caller asks for silence', async () => {
    stubApi(() => failure('不顯示'));
    await expect(request('GET', '/api/x', { silent: true })).rejects.toThrow('不顯示');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('an expired session (401)', () => {
  it('logs out and sends the user to the login page with the current path as redirect', async () => {
    loginAs();
    const navigate = fakeNavigator('/orderdetails/12', '?tab=items');
    stubApi(() => failure('請先登入', 401));

    await expect(request('GET', '/api/services/app/Shop/getShopCartList')).rejects.toMatchObject({
      kind: 'unauthorized',
    });

    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forderdetails%2F12%3Ftab%3Ditems', { replace: true });
  });

  it('on the login page itself, shows the answer instead (wrong password)', async () => {
    const navigate = fakeNavigator('/login');
    stubApi(() => failure('帳號或密碼錯誤', 401));
    await expect(request('POST', '/api/TokenAuth/AuthenticateLogin', { body: {} })).rejects.toThrow('帳號或密碼錯誤');
    expect(navigate).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('帳號或密碼錯誤');
  });
});

describe('network failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  async function failsWith(message: string) {
    await vi.advanceTimersByTimeAsync(499);
    expect(errors).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(message, 5);
  }

  it("reports a request still unanswered after 30 s as '請求超時，請重新請求'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const call = request('GET', '/api/slow');
    const settled = expect(call).rejects.toThrow('請求超時，請重新請求');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(errors).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await failsWith('請求超時，請重新請求');
  });

  it.each([
    ['ETIMEDOUT', '連接異常，請重新請求'],
    ['ECONNREFUSED', '服務器拒絕連接，請聯繫管理員'],
    ['EAI_AGAIN', '請求異常，請聯繫管理員'],
  ])('reports a socket error %s as %s', async (code, message) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed', { cause: { code } })));
    await expect(request('GET', '/api/x')).rejects.toThrow(message);
    await failsWith(message);
  });

  it.each([
    [400, '認證失敗，請重新登錄'],
    [502, '服務器拒絕連接，請聯繫管理員'],
    [503, '服務器拒絕連接，請聯繫管理員'],
    [504, '連接異常，請重新請求'],
    [500, '請求異常，請聯繫管理員'],
  ])('reports a non-envelope HTTP %i as %s', async (status, message) => {
    stubApi(() => new Response('<html>gateway</html>', { status, headers: { 'content-type': 'text/html' } }));
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ kind: 'network', message });
    await failsWith(message);
  });

  it('shows one message for many failures close together, 500 ms after the last', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('GET', '/api/a')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(300);
    await expect(request('GET', '/api/b')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(300);
    expect(errors).not.toHaveBeenCalled();
    await expect(request('GET', '/api/c')).rejects.toThrow();
    await failsWith('請求異常，請聯繫管理員');
  });

  it('says nothing when the caller cancels the request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = request('GET', '/api/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).not.toHaveBeenCalled();
  });
});
