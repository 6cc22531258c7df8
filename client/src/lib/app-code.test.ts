import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ID, LATEST_START_MS, startAppCodeAfterFirstPictures } from './app-code.ts';

// A page the server rendered, as its HTML arrives: the code listed, not named in the head.
function renderedPage({ picturesArrived }: { picturesArrived: boolean }) {
  const page = document.implementation.createHTMLDocument('');
  const list = page.createElement('script');
  list.type = 'application/json';
  list.id = APP_CODE_ID;
  list.textContent = JSON.stringify({
    styles: ['/assets/index-1.css'],
    entries: ['/assets/app-1.js'],
    preloads: ['/assets/home-1.js'],
  });
  page.head.append(list);
  const picture = page.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: picturesArrived });
  // A picture further down is not waited for.
  const further = page.createElement('img');
  Object.defineProperty(further, 'complete', { value: false });
  page.body.append(picture, further);
  // The browser's frames, drawn when the test says so.
  const frames: FrameRequestCallback[] = [];
  Object.defineProperty(page, 'defaultView', {
    value: { requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback) },
  });
  const drawFrame = async () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    await vi.advanceTimersByTimeAsync(0);
  };
  return { page, picture, drawFrame };
}

// What the head asks the browser for, in order.
const codeIn = (page: Document) =>
  [...page.head.querySelectorAll('script[type="module"], link')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );
const STARTED = ['stylesheet /assets/index-1.css', 'modulepreload /assets/home-1.js'];

/** The stylesheets the loader added arrive (or fail to). */
async function stylesArrive(page: Document, event: 'load' | 'error' = 'load') {
  for (const sheet of page.head.querySelectorAll('link[rel="stylesheet"]')) sheet.dispatchEvent(new Event(event));
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a rendered page's code", () => {
  it('starts once the pictures fetched with high priority are on the screen, not before', async () => {
    const { page, picture, drawFrame } = renderedPage({ picturesArrived: false });
    let decode!: () => void;
    picture.decode = () => new Promise<void>((done) => (decode = done));
    startAppCodeAfterFirstPictures(page);
    await drawFrame();
    expect(codeIn(page)).toEqual([]);
    // Arrived, but not yet decoded and painted: the code would take the main thread from that paint.
    picture.dispatchEvent(new Event('load'));
    await drawFrame();
    expect(codeIn(page)).toEqual([]);
    decode();
    await vi.advanceTimersByTimeAsync(0);
    expect(codeIn(page)).toEqual([]);
    await drawFrame();
    expect(codeIn(page)).toEqual(STARTED);
    // The entry runs once the stylesheets apply: Ant Design reads from them what it need not compute.
    await stylesArrive(page);
    expect(codeIn(page)).toEqual([...STARTED, 'script /assets/app-1.js']);
    // Started once: the time limit adds nothing.
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    expect(codeIn(page)).toHaveLength(3);
  });

  it('starts after the next frame when they are already in, and after the time limit when one never arrives', async () => {
    const arrived = renderedPage({ picturesArrived: true });
    startAppCodeAfterFirstPictures(arrived.page);
    await vi.advanceTimersByTimeAsync(0);
    expect(codeIn(arrived.page)).toEqual([]);
    await arrived.drawFrame();
    expect(codeIn(arrived.page)).toEqual(STARTED);

    const stuck = renderedPage({ picturesArrived: false }).page;
    startAppCodeAfterFirstPictures(stuck);
    await vi.advanceTimersByTimeAsync(LATEST_START_MS - 1);
    expect(codeIn(stuck)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(codeIn(stuck)).toEqual(STARTED);
  });

  it('starts when a picture fails too', async () => {
    const { page, picture, drawFrame } = renderedPage({ picturesArrived: false });
    picture.decode = () => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    startAppCodeAfterFirstPictures(page);
    picture.dispatchEvent(new Event('error'));
    await drawFrame();
    await drawFrame();
    expect(codeIn(page)).toEqual(STARTED);
  });

  it('runs the entry when a stylesheet fails as well: the code then computes the styles it lacks', async () => {
    const { page, drawFrame } = renderedPage({ picturesArrived: true });
    startAppCodeAfterFirstPictures(page);
    await vi.advanceTimersByTimeAsync(0);
    await drawFrame();
    await stylesArrive(page, 'error');
    expect(codeIn(page)).toEqual([...STARTED, 'script /assets/app-1.js']);
  });
});
