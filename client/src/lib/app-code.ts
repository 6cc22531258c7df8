// A page the server rendered is on the screen before its code runs (decisions/076), so on a phone's
// slow line its code waits for the page's styles and first pictures instead of sharing the line with
// them (decisions/083). The server lists the code in `<script type="application/json" id="app-code">`
// (server/src/plugins/external/page-preloads.ts) instead of naming it in the head; the early-data
// script, which runs once the styles are in, starts it when the pictures fetched with high priority
// are on the screen (arrived, decoded and a frame drawn: decisions/087), or after `LATEST_START_MS`
// whatever they do. Started earlier, the code's ~80 modules are taken in by the throttled main thread
// while it still has to lay out and paint the page and its largest picture.

export const APP_CODE_ID = 'app-code';
export const LATEST_START_MS = 3000;

/** The code of a rendered page: its entry scripts, and the modules they import, fetched alongside. */
export interface AppCode {
  entries: string[];
  preloads: string[];
}

function isAppCode(value: unknown): value is AppCode {
  const code = value as Partial<AppCode> | null;
  const paths = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return typeof code === 'object' && code !== null && paths(code.entries) && paths(code.preloads);
}

function load({ entries, preloads }: AppCode, document: Document) {
  const append = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  for (const href of preloads) append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  for (const src of entries) append(Object.assign(document.createElement('script'), { type: 'module', src }));
}

/** Starts the listed code of a page the server rendered once its first pictures are in. */
export function startAppCodeAfterFirstPictures(document: Document): void {
  const text = document.getElementById(APP_CODE_ID)?.textContent;
  const code: unknown = text ? JSON.parse(text) : null;
  if (!isAppCode(code)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load(code, document);
  };
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.all(pictures.map(decoded)).then(() => afterNextFrame(document, start));
  setTimeout(start, LATEST_START_MS);
}

/** Settles once `image` has arrived and is decoded, ready to be painted; or has failed. */
function decoded(image: HTMLImageElement): Promise<void> {
  const arrived = image.complete
    ? Promise.resolve()
    : new Promise<void>((settle) => {
        image.addEventListener('load', () => settle(), { once: true });
        image.addEventListener('error', () => settle(), { once: true });
      });
  // A failed picture's decode() rejects: there is nothing to wait for.
  return arrived.then(() => image.decode?.().catch(() => {}));
}

/** Runs `then` once the browser has drawn the next frame (a task queued from the frame's callback runs after it is painted). */
function afterNextFrame(document: Document, then: () => void) {
  const view = document.defaultView;
  if (!view?.requestAnimationFrame) then();
  else view.requestAnimationFrame(() => setTimeout(then, 0));
}
