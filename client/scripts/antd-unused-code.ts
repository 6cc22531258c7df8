import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Leaves out of the app's first code two parts of antd that every page imported through
// ConfigProvider and Button but none draws (issue 32, decisions/086). Anything the entry imports
// statically is in the entry, however rarely used: the back office's Collapse lands there too.
// - ConfigProvider imports the tooltips' UniqueProvider (antd's popup engine, @rc-component/trigger,
//   ~7 kB brotli) and renders it only with `tooltip={{ unique: true }}`, which the site never sets.
//   It gets a stand-in that refuses to render, so setting that option fails loudly, not silently.
// - Button's style imports `isBright` from the colour picker's presets, a module that also imports
//   Collapse (~4 kB brotli). Button's style gets a module holding only `isBright`, taken from
//   antd's own file at build time.
// Each checks that antd's code still reads as it did, and fails the build otherwise: a new antd is
// then read again rather than shipped with a stand-in that no longer fits.

const CONFIG_PROVIDER = /\/antd\/es\/config-provider\/index\.js$/;
const UNIQUE_PROVIDER_IMPORT = '../tooltip/UniqueProvider';
const UNIQUE_PROVIDER_ONLY_WHEN_ASKED = 'if (tooltip?.unique) {';
const UNIQUE_PROVIDER_STAND_IN = '\0antd-unique-provider-stand-in';

const STYLE_FILE = /\/antd\/es\/[^/]+\/style\/[^/]+\.js$/;
const COLOR_PRESETS_IMPORT = '../../color-picker/components/ColorPresets';
const IS_BRIGHT_ONLY = '?is-bright-only';
// `isBright` up to the end of its arrow function; it uses RcColor, imported from the colour picker.
const IS_BRIGHT = /^export const isBright = [\s\S]*?\n\};$/m;
const RC_COLOR_IMPORT = /^import \{[^}]*\bColor as RcColor\b[^}]*\} from '@rc-component\/color-picker';$/m;

function isBrightOnly(colorPresetsFile: string): string {
  const source = readFileSync(colorPresetsFile, 'utf8');
  const isBright = IS_BRIGHT.exec(source)?.[0];
  if (!isBright || !RC_COLOR_IMPORT.test(source)) {
    throw new Error(`antd's ${colorPresetsFile} no longer defines isBright as expected`);
  }
  return `import { Color as RcColor } from '@rc-component/color-picker';\n${isBright}\n`;
}

export function antdUnusedCode(): Plugin {
  return {
    name: 'antd-unused-code',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (source === UNIQUE_PROVIDER_IMPORT && CONFIG_PROVIDER.test(importer)) return UNIQUE_PROVIDER_STAND_IN;
      if (source === COLOR_PRESETS_IMPORT && STYLE_FILE.test(importer)) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        return resolved && `${resolved.id}${IS_BRIGHT_ONLY}`;
      }
      return null;
    },
    load(id) {
      if (id === UNIQUE_PROVIDER_STAND_IN) {
        return `export default function UniqueProvider() {
  throw new Error("ConfigProvider's tooltip.unique needs antd's UniqueProvider: client/scripts/antd-unused-code.ts leaves it out");
}`;
      }
      if (id.endsWith(IS_BRIGHT_ONLY)) return isBrightOnly(id.slice(0, -IS_BRIGHT_ONLY.length));
      return null;
    },
    transform(code, id) {
      if (CONFIG_PROVIDER.test(id) && !code.includes(UNIQUE_PROVIDER_ONLY_WHEN_ASKED)) {
        this.error(`antd's ConfigProvider no longer renders UniqueProvider only for tooltip.unique: ${id}`);
      }
      return null;
    },
  };
}
