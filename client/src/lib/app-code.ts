// A page the server rendered is on the screen before its code runs (decisions/076), so on a phone's
// slow line its code waits for the page's first pictures instead of sharing the line with them
// (decisions/083). The server inlines the styles its markup needs and lists its stylesheets and code
// in `<script type="application/json" id="app-code">` (server/src/plugins/external/page-preloads.ts,
// decisions/089) instead of naming them in the head; the early-data script starts them when the
// pictures fetched with high priority are on the screen (arrived, decoded and a frame drawn:
// decisions/087), or after `LATEST_START_MS` whatever they do: the stylesheets first, and the code
// once they apply (Ant Design reads from them which styles it need not compute). Started earlier, the
// code's ~80 modules are taken in by the throttled main thread while it still has to lay out and
// paint the page and its largest picture.

export const APP_CODE_ID = 'app-code';
export const LATEST_START_MS = 3000;

/** The code of a rendered page: its stylesheets, its entry scripts, and the modules they import, fetched alongside. */
export interface AppCode {
  styles: string[];
  entries: string[];
  preloads: string[];
}

function isAppCode(value: unknown): value is AppCode {
  const code = value as Partial<AppCode> | null;
  const paths = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return typeof code === 'object' && code !== null && paths(code.styles) && paths(code.entries) && paths(code.preloads);
}

/** Settles once `sheet` has arrived and applies, or has failed (the code then computes what it lacks). */
function applied(sheet: HTMLLinkElement): Promise<void> {
  return new Promise((settle) => {
    sheet.addEventListener('load', () => settle(), { once: true });
    sheet.addEventListener('error', () => settle(), { once: true });
  });
}

function load({ styles, entries, preloads }: AppCode, document: Document) {
  const append = <T extends HTMLLinkElement | HTMLScriptElement>(element: T) => {
    element.crossOrigin = '';
    document.head.append(element);
    return element;
  };
  // After the inlined first-paint styles: the stylesheets hold the same rules in their own order, so they decide.
  const sheets = styles.map((href) =>
    append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href })),
  );
  for (const href of preloads) append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  void Promise.all(sheets.map(applied)).then(() => {
    for (const src of entries) append(Object.assign(document.createElement('script'), { type: 'module', src }));
  });
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
