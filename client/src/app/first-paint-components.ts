import type * as antd from 'antd';
import { createElement, type ReactElement } from 'react';

/**
 * The Ant Design components the buyer pages (home, activity, bib search, photo, race calendar and
 * details, footer pages) draw before the visitor does anything. Their styles are built into the
 * entry stylesheet (scripts/antd-first-paint-css.ts), so a phone does not compute them at run
 * time; any other component still gets its styles at run time, when it first shows.
 *
 * first-paint-styles.test.tsx renders those pages and names any style missing here.
 */
export const FIRST_PAINT_ANTD_COMPONENTS: readonly (keyof typeof antd)[] = [
  // What the pages draw with their data.
  'Button',
  'Descriptions',
  'Empty',
  'Form',
  'Input',
  'Select',
  'Skeleton',
  'Tag',
  'Typography',
  // What a visitor may land on instead: a search the activity switched off, an address no longer there.
  'Alert',
  'Result',
];

/**
 * What those pages draw that the extractor's sample of each component above does not: a form's
 * field (with the grid it sits on) and a closed dialog (the 前後五秒 one), whose styles antd
 * computes as soon as it is on the page. Drawn with the extractor's own copy of antd.
 */
export function firstPaintParts({ Form, Modal }: typeof antd): ReactElement[] {
  return [createElement(Form, null, createElement(Form.Item)), createElement(Modal)];
}
