import type { ThemeConfig } from 'antd';

/**
 * The site's type, for Ant Design's components as for the rest of the page (index.css names the same
 * list): antd's own Latin faces, then each platform's Traditional Chinese face by name, not left to
 * the browser's fallback. Without them every Chinese character of a page is looked up among all the
 * fonts the device has, and on a phone that lookup was half of a rendered page's layout before its
 * first paint (decisions/090).
 */
export const SITE_FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'Noto Sans'",
  "'PingFang TC'",
  "'Noto Sans TC'",
  "'Noto Sans CJK TC'",
  "'Microsoft JhengHei'",
  "'WenQuanYi Micro Hei'",
  'sans-serif',
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Segoe UI Symbol'",
  "'Noto Color Emoji'",
].join(', ');

/**
 * The site's Ant Design theme, shared by the app (provider.tsx) and the stylesheet built with the
 * app (scripts/antd-first-paint-css.ts), so both name the same CSS variables.
 *
 * The fixed `cssVar.key` is what lets a stylesheet built ahead of time apply: without it antd keys
 * the theme's CSS variables by React's useId, a class a build cannot know. Not `site`: that class
 * is the layout's own (layout.css), and antd puts the key on every component it draws.
 */
export const SITE_THEME = {
  token: { colorPrimary: '#1668dc', fontFamily: SITE_FONT_FAMILY },
  cssVar: { key: 'css-var-site' },
} satisfies ThemeConfig;
