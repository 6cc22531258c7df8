import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ID, LATEST_START_MS, startAppCodeAfterFirstPictures } from './app-code.ts';

// A page the server rendered, as its HTML arrives: the code listed, not named in the head.
function renderedPage({ picturesArrived }: { picturesArrived: boolean }) {
  const page = document.implementation.createHTMLDocument('');
  const list = page.createElement('script');
  list.type = 'application/json';
  list.id = APP_CODE_ID;
  list.textContent = JSON.stringify({ entries: ['/assets/app-1.js'], preloads: ['/assets/home-1.js'] });
  page.head.append(list);
  const picture = page.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: picturesArrived });
  // A picture further down is not waited for.
  const further = page.createElement('img');
  Object.defineProperty(further, 'complete', { value: false });
  page.body.append(picture, further);
  return { page, picture };
}

const codeIn = (page: Document) => [
  ...[...page.head.querySelectorAll('script[type="module"]')].map((script) => `script ${script.getAttribute('src')}`),
  ...[...page.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => `preload ${link.getAttribute('href')}`),
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a rendered page's code", () => {
  it('starts once the pictures fetched with high priority have arrived, not before', () => {
    const { page, picture } = renderedPage({ picturesArrived: false });
    startAppCodeAfterFirstPictures(page);
    expect(codeIn(page)).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    expect(codeIn(page)).toEqual(['script /assets/app-1.js', 'preload /assets/home-1.js']);
    // Started once: the time limit adds nothing.
    vi.advanceTimersByTime(LATEST_START_MS);
    expect(codeIn(page)).toHaveLength(2);
  });

  it('starts at once when they are already in, and after the time limit when one never arrives', () => {
    const arrived = renderedPage({ picturesArrived: true }).page;
    startAppCodeAfterFirstPictures(arrived);
    expect(codeIn(arrived)).toEqual(['script /assets/app-1.js', 'preload /assets/home-1.js']);

    const stuck = renderedPage({ picturesArrived: false }).page;
    startAppCodeAfterFirstPictures(stuck);
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(codeIn(stuck)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(codeIn(stuck)).toHaveLength(2);
  });

  it('starts when a picture fails too', () => {
    const { page, picture } = renderedPage({ picturesArrived: false });
    startAppCodeAfterFirstPictures(page);
    picture.dispatchEvent(new Event('error'));
    expect(codeIn(page)).toHaveLength(2);
  });
});
