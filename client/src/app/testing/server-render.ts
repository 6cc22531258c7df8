import { Writable } from 'node:stream';
import type { PagePlan, RenderedPage } from '../../entry-server.tsx';
import { pageAnswer } from '../../features/catalogue/testing/page-answers.ts';

export { pageActivity, pageEvent, pagePhoto } from '../../features/catalogue/testing/page-answers.ts';

// A server's side of rendering a page, for the client's tests: the answers to a plan's reads (the
// catalogue's canned ones, a header link and one footer page) and the HTML a render writes.

export const footerPage = { id: 12, title: '常見問題', sgL_RequestUrl: 'faq', parentId: null, sort: 1 };
export const headerLinks = { totalCount: 1, items: [{ id: 1, title: '找照片', url: '/activityevent', sort: 1 }] };
export const footContent = {
  footLinkId: 12,
  title: '常見問題',
  sgL_RequestUrl: 'faq',
  content: '<p>照片什麼時候上架？賽後三天內。</p>',
  updatedAt: '2026-10-31T20:00:00Z',
};

/** The answer to one planned read, by its path. */
export function serverAnswer(path: string): unknown {
  if (path.endsWith('/Header/GetAll')) return headerLinks;
  if (path.endsWith('/Foot/GetAll')) return { totalCount: 1, items: [footerPage] };
  if (path.endsWith('/Foot/getContent')) return footContent;
  return pageAnswer(path);
}

/** The answers to a plan's reads, in its order; `answer` first, then the canned ones. */
export function answersFor(plan: PagePlan, answer: (path: string) => unknown = () => undefined): unknown[] {
  return plan.reads.map(({ target }) => {
    const { pathname } = new URL(target, 'http://localhost');
    const result = answer(pathname) ?? serverAnswer(pathname);
    if (result === undefined) throw new Error(`No answer for ${target}`);
    return result;
  });
}

/** The HTML a rendered page writes. */
export async function htmlOf(page: RenderedPage): Promise<string> {
  let html = '';
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', resolve).on('error', reject);
    page.pipe(sink);
  });
  return html;
}
