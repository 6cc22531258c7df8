import { vi } from 'vitest';
import { envelope } from '../../../testing/test-utils.tsx';

type Outcome = { status: 'accepted' | 'duplicate' | 'refused'; reason?: string; code?: string };

/**
 * Stands in for XMLHttpRequest on PhotoGalleryList/Upload: answers each file by its name,
 * after reporting its progress. Returns the names sent, in order.
 */
export function fakeUploads(answer: (fileName: string) => Outcome = () => ({ status: 'accepted' })) {
  const sent: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private readonly listeners: Record<string, (() => void)[]> = {};
    readonly upload = {
      progress: [] as ((event: ProgressEvent) => void)[],
      addEventListener(_type: string, listener: (event: ProgressEvent) => void) {
        this.progress.push(listener);
      },
    };
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push(file.name);
      setTimeout(async () => {
        for (const listener of this.upload.progress) {
          listener({ lengthComputable: true, loaded: file.size, total: file.size } as ProgressEvent);
        }
        this.status = 200;
        this.responseText = await envelope({
          batchId: crypto.randomUUID(),
          accepted: 0,
          duplicates: 0,
          refused: 0,
          items: [{ fileName: file.name, ...answer(file.name) }],
        }).text();
        for (const listener of this.listeners.load ?? []) listener();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
