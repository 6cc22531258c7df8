import { vi } from 'vitest';

/** One multipart upload a page sent through XMLHttpRequest (uploadForm): where, and the form. */
export interface SentUpload {
  url: string;
  form: FormData;
}

/**
 * Stands in for XMLHttpRequest, which uploadForm uses for its progress events: each upload is
 * answered by `answer` (an envelope(), failure() or any Response), a tick later. Returns the uploads
 * sent, in order.
 */
export function answerUploads(answer: (upload: SentUpload) => Response): SentUpload[] {
  const sent: SentUpload[] = [];
  class AnsweringXhr {
    status = 0;
    responseText = '';
    private url = '';
    private contentType: string | null = null;
    private readonly listeners: Record<string, (() => void)[]> = {};
    readonly upload = { addEventListener() {} };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(form: FormData) {
      const upload = { url: this.url, form };
      sent.push(upload);
      setTimeout(async () => {
        const response = answer(upload);
        this.status = response.status;
        this.contentType = response.headers.get('content-type');
        this.responseText = await response.text();
        for (const listener of this.listeners.load ?? []) listener();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  return sent;
}
