import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../testing/test-utils.tsx';
import { CULTURE_HEADER } from './api-client.ts';
import { notify } from './notify.ts';
import { uploadForm, type UploadProgress } from './upload.ts';

/** A stand-in XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private contentType = '';
  private listeners: Record<string, Array<() => void>> = {};
  upload = {
    listeners: [] as Array<(event: ProgressEvent) => void>,
    addEventListener(_type: string, listener: (event: ProgressEvent) => void) {
      this.listeners.push(listener);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.listeners.abort?.forEach((listener) => listener());
  }
  progress(loaded: number, total: number) {
    this.upload.listeners.forEach((listener) => listener({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.contentType = contentType;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.listeners.load?.forEach((listener) => listener());
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadForm', () => {
  it('posts the form with token and culture, reports progress and returns the result', async () => {
    loginAs();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'selfie.jpg');
    const progress: UploadProgress[] = [];

    const call = uploadForm('/api/services/app/FaceSearch/Search', form, {
      params: { activityId: 3, SkipCount: 0, MaxResultCount: 40 },
      onProgress: (event) => progress.push(event),
    });
    const xhr = FakeXhr.last;
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { success: true, result: { matches: 4 }, error: null, unAuthorizedRequest: false, __abp: true });

    await expect(call).resolves.toEqual({ matches: 4 });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/services/app/FaceSearch/Search?activityId=3&SkipCount=0&MaxResultCount=40');
    expect(xhr.body).toBe(form);
    expect(xhr.headers.Authorization).toBe('Bearer test-token');
    expect(xhr.headers[CULTURE_HEADER]).toBe('c=zh-TW|uic=zh-TW');
    expect(progress.map((event) => event.percent)).toEqual([25, 100]);
  });

  it("shows and rejects with the server's refusal, like any request", async () => {
    const errors = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const call = uploadForm('/api/TokenAuth/UploadUserImage', new FormData(), {});
    FakeXhr.last.respond(400, {
      success: false,
      result: null,
      error: { code: 0, message: '照片中找不到人臉', details: null },
      unAuthorizedRequest: false,
      __abp: true,
    });
    await expect(call).rejects.toThrow('照片中找不到人臉');
    expect(errors).toHaveBeenCalledWith('照片中找不到人臉');
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const call = uploadForm('/api/TokenAuth/UploadUserImage', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
