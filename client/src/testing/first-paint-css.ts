import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const PLUGIN = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/antd-first-paint-css.ts')).href;

/**
 * The antd stylesheet as the build makes it: the plugin's own function, run in a plain Node
 * process. Not in the test's process: there antd's run time would read its list of built styles
 * (once, when the first style is asked for) from a page that does not have the stylesheet yet.
 */
export async function builtFirstPaintCss(): Promise<string> {
  const script = `import { extractFirstPaintCss } from ${JSON.stringify(PLUGIN)};
process.stdout.write(await extractFirstPaintCss());`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], {
    maxBuffer: 32 * 1024 * 1024,
  });
  return stdout;
}

/** The path of each style antd injected into the page (dev builds mark each style with it). */
export function injectedStylePaths(): string[] {
  return [...document.head.querySelectorAll('style[data-cache-path]')].map(
    (style) => style.getAttribute('data-cache-path') ?? '',
  );
}
