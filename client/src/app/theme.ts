import type { ThemeConfig } from 'antd';

/**
 * The site's Ant Design theme, shared by the app (provider.tsx) and the stylesheet built with the
 * app (scripts/antd-first-paint-css.ts), so both name the same CSS variables.
 *
 * The fixed `cssVar.key` is what lets a stylesheet built ahead of time apply: without it antd keys
 * the theme's CSS variables by React's useId, a class a build cannot know. Not `site`: that class
 * is the layout's own (layout.css), and antd puts the key on every component it draws.
 */
export const SITE_THEME = {
  token: { colorPrimary: '#1668dc' },
  cssVar: { key: 'css-var-site' },
} satisfies ThemeConfig;
