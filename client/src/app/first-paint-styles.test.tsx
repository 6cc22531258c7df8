import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stylePathsIn } from '../../scripts/antd-first-paint-css.ts';
import { builtFirstPaintCss, injectedStylePaths } from '../testing/first-paint-css.ts';
import { atPhoneWidth, stubApi, testQueryClient } from '../testing/test-utils.tsx';
import { App } from './app.tsx';
import { loadFooterRoutes } from './footer-routes.ts';
import { createAppRouter } from './router.tsx';
import { answerBuyerPages, BUYER_PAGES } from './testing/buyer-pages.ts';

// The buyer pages must not compute antd's styles in the browser before they appear: each style
// they draw at first must be in the stylesheet built with the app (scripts/antd-first-paint-css.ts).
// A page that draws a component missing from app/first-paint-components.ts fails here, naming it.

let builtStyles: Set<string>;
beforeAll(async () => {
  builtStyles = stylePathsIn(await builtFirstPaintCss());
}, 60_000);

afterEach(() => {
  // Each page is checked on its own: the next starts from a page without antd's styles.
  document.head.querySelectorAll('style[data-css-hash]').forEach((style) => style.remove());
});

/** The styles antd computed for the page that the stylesheet lacks: `component|class prefix|…`. */
function stylesComputedInBrowser(): string[] {
  const missing = injectedStylePaths().filter((stylePath) => !builtStyles.has(stylePath));
  // A path starts with antd's hash class, the same for every style.
  return [...new Set(missing.map((stylePath) => stylePath.split('|').slice(1).join('|')))];
}

describe.each([
  ['on a phone', atPhoneWidth],
  ['on a computer', () => {}],
])('the buyer pages %s', (_width, atWidth) => {
  it.each(BUYER_PAGES)('$path draws only antd styles built with the app', async ({ path, shows }) => {
    atWidth();
    stubApi(answerBuyerPages);
    await loadFooterRoutes();
    const router = createAppRouter({ initialEntries: [path] });
    render(
      <StyleProvider cache={createCache()}>
        <App router={router} queryClient={testQueryClient()} />
      </StyleProvider>,
    );
    await shows();
    // This page has no built stylesheet, so antd injects every style it draws: there is something to check.
    expect(injectedStylePaths().length).toBeGreaterThan(0);
    // Add the component each names to app/first-paint-components.ts.
    expect(stylesComputedInBrowser()).toEqual([]);
  });
});
