import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stylePathsIn } from '../../scripts/antd-first-paint-css.ts';
import { builtFirstPaintCss, injectedStylePaths } from '../testing/first-paint-css.ts';
import { renderApp, stubApi } from '../testing/test-utils.tsx';
import { answerBuyerPages } from './testing/buyer-pages.ts';

let css: string;
beforeAll(async () => {
  css = await builtFirstPaintCss();
}, 60_000);

describe('the antd stylesheet built with the app', () => {
  it("holds the site theme's variables under its fixed key, the components' styles and their list", () => {
    // The app's primary colour: the theme reached the styles, so the stylesheet was built with
    // the same antd the app draws with.
    expect(css).toMatch(/\.css-var-site\b[^{]*\{[^}]*--ant-color-primary:#1668dc/);
    expect(css).toMatch(/\.ant-btn\b/);
    expect([...stylePathsIn(css)]).toContainEqual(expect.stringMatching(/\|Button-Button\|ant-btn\|/));
  });

  it("gives antd's components the page's own font list, with the Chinese faces named before the generic family", () => {
    const faces = (list: string) => list.split(',').map((face) => face.trim().replace(/"/g, "'"));
    const antd = faces(/--ant-font-family:([^;}]+)/.exec(css)![1]!);
    const siteCss = readFileSync(path.resolve(import.meta.dirname, '../index.css'), 'utf8');
    const page = faces(/:root\s*\{[^}]*?font-family:([^;]+);/.exec(siteCss)![1]!);
    expect(antd).toEqual(page);
    for (const face of ["'PingFang TC'", "'Noto Sans CJK TC'", "'Microsoft JhengHei'"])
      expect(antd.indexOf(face)).toBeLessThan(antd.indexOf('sans-serif'));
  });
});

describe('a buyer page on a page that has the stylesheet', () => {
  beforeAll(() => {
    // As the entry stylesheet is, before antd's first style is asked for (it reads its list once).
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });

  it('draws its antd components without computing or injecting their styles', async () => {
    stubApi(answerBuyerPages);
    renderApp('/albumsearch/5?code=3974');
    expect(await screen.findByRole('figure')).toBeInTheDocument();
    expect(screen.getAllByRole('button').some((button) => button.classList.contains('ant-btn'))).toBe(true);
    expect(injectedStylePaths()).toEqual([]);
  });
});
