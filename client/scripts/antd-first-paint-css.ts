import { createElement } from 'react';
import type { Plugin } from 'vite';
import { FIRST_PAINT_ANTD_COMPONENTS, firstPaintParts } from '../src/app/first-paint-components.ts';
import { SITE_THEME } from '../src/app/theme.ts';

// Ant Design computes each component's styles in the browser the first time the component shows:
// on a slow phone that is main-thread time before the first page appears. This plugin builds those
// styles for the buyer pages' components (app/first-paint-components.ts) into a stylesheet,
// `import 'virtual:antd-first-paint.css'` in main.tsx, so they travel in the entry CSS. The
// stylesheet ends with a rule listing the styles it holds; antd's run time reads it and neither
// computes nor injects those again (decisions/077).

export const FIRST_PAINT_CSS_MODULE = 'virtual:antd-first-paint.css';
const RESOLVED_ID = `\0${FIRST_PAINT_CSS_MODULE}`;

/** The class prefix antd gives its styles outside production builds (@ant-design/cssinjs). */
const DEV_CLASS_PREFIX = 'css-dev-only-do-not-override';
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** The stylesheet: the components' styles in the site theme, its CSS variables, and the list rule. */
export async function extractFirstPaintCss(): Promise<string> {
  // Loaded when the stylesheet is asked for, not with the Vite config, which every test run loads.
  // The same copy of antd as the extractor's, so the theme reaches the styles it collects.
  const [{ extractStyle }, antd] = await Promise.all([import('@ant-design/static-style-extract'), import('antd')]);
  return extractStyle({
    includes: [...FIRST_PAINT_ANTD_COMPONENTS],
    customTheme: (node) => createElement(antd.ConfigProvider, { theme: SITE_THEME }, node, ...firstPaintParts(antd)),
  });
}

/**
 * The styles the stylesheet holds, as antd's run time reads them from its list rule
 * (@ant-design/cssinjs util/cacheMapUtil): `path:hash` entries separated by `;`.
 */
export function stylePathsIn(css: string): Set<string> {
  const list = CACHE_PATH_RULE.exec(css)?.[1];
  if (list === undefined) throw new Error('The antd stylesheet has no list of the styles it holds');
  return new Set(list.split(';').map((entry) => entry.split(':')[0]!));
}

export function antdFirstPaintCss(): Plugin {
  let isProduction = false;
  return {
    name: 'antd-first-paint-css',
    configResolved(config) {
      isProduction = config.isProduction;
    },
    resolveId(id) {
      return id === FIRST_PAINT_CSS_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Only a browser reads it; a server render needs no stylesheet.
      if (this.environment.config.consumer !== 'client') return '';
      const css = await extractFirstPaintCss();
      // Throws without the list rule: the browser would then compute every style again anyway.
      stylePathsIn(css);
      // antd names its classes by build kind when it loads: a stylesheet of the other kind would
      // match nothing, and every style would still be computed in the browser.
      if (css.includes(DEV_CLASS_PREFIX) === isProduction) {
        throw new Error(`antd's styles were built for the wrong kind of build (NODE_ENV=${process.env.NODE_ENV})`);
      }
      return css;
    },
  };
}
