import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CULTURE, type Culture } from '../../server/src/lib/i18n.ts';
import { UPLOAD_TOKEN_PREFIX } from '../../server/src/shared/upload-tokens.ts';
import { uploaderTexts, type UploaderTexts } from './messages.ts';

// The uploader's command line: `npm run upload -- --album <id> --watch <folder>` (README, photographers).

export interface UploadOptions {
  albumId: number;
  folder: string;
  /** Keep watching for new photos; without it the folder is uploaded once. */
  watch: boolean;
  recursive: boolean;
  /** The site's address, without a trailing slash. */
  server: string;
  token: string;
}

/** Where to ask for the photographer's albums (`--albums`). */
export type SiteOptions = Pick<UploadOptions, 'server' | 'token'>;

/** Text to print and the exit code to end with (help, or arguments refused). */
type Answer = { exit: number; text: string };

/** What the command line asked for: an upload, the album list, or an answer. */
export type ParsedCommandLine = { options: UploadOptions } | { listAlbums: SiteOptions } | Answer;

/** Where `npm start` serves the site. */
export const DEFAULT_SERVER = 'http://localhost:3000';
const INT32_MAX = 2_147_483_647;

const SYNOPSIS = [
  'npm run upload -- --album <id> [--watch] <folder> [options]',
  'npx tsx scripts/upload.ts --album <id> --watch <folder>',
  'npm run upload -- --albums',
];
const OPTION_NAMES: Record<keyof ReturnType<UploaderTexts['optionHelp']>, string> = {
  album: '--album <id>',
  watch: '--watch <folder>',
  folder: '<folder>',
  recursive: '--recursive, -r',
  server: '--server <url>',
  tokenFile: '--token-file <path>',
  lang: '--lang zh-TW|en',
  albums: '--albums',
  help: '--help, -h',
};

/** The `--help` text. */
export function usage(text: UploaderTexts): string {
  const help = text.optionHelp(DEFAULT_SERVER);
  return [
    text.usageIntro,
    '',
    ...SYNOPSIS.map((line) => `  ${line}`),
    '',
    ...Object.entries(OPTION_NAMES).map(([key, name]) => `  ${name.padEnd(20)} ${help[key as keyof typeof help]}`),
    '',
    text.usageTokenAndExit,
  ].join('\n');
}

/** `zh-TW` or `en` as a photographer may write them; undefined for anything else. */
function cultureNamed(name: string): Culture | undefined {
  const lower = name.toLowerCase();
  return lower === 'zh-tw' ? 'zh-TW' : lower === 'en' ? 'en' : undefined;
}

/** `--lang`'s value, looked for before the arguments are parsed: their errors are printed in it too. */
function langArgument(args: string[]): string | undefined {
  let given: string | undefined;
  for (const [index, arg] of args.entries()) {
    if (arg === '--') break;
    if (arg === '--lang') given = args[index + 1];
    else if (arg.startsWith('--lang=')) given = arg.slice('--lang='.length);
  }
  return given;
}

/**
 * The language the uploader speaks: `--lang`, else the locale's (LC_ALL, LC_MESSAGES, LANG): Chinese
 * for zh*, English for any other language; zh-TW when none is set (or C/POSIX), as the site.
 */
export function languageOf(args: string[], env: NodeJS.ProcessEnv = process.env): Culture {
  const given = cultureNamed(langArgument(args) ?? '');
  if (given) return given;
  const locale = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase();
  if (locale.startsWith('zh') || !/^[a-z]{2,3}([_.@-]|$)/.test(locale)) return DEFAULT_CULTURE;
  return 'en';
}

/** Node's own message for arguments it cannot parse, said in the uploader's language. */
function parseErrorMessage(error: Error & { code?: string }, text: UploaderTexts): string {
  // Node quotes the option as `'--foo'`, `'--album <value>'` or `'-r, --recursive'`: its long name.
  const quoted = /'(-[^']*)'/.exec(error.message)?.[1]?.split(/[\s,]+/) ?? [];
  const option = quoted.find((part) => part.startsWith('--')) ?? quoted[0];
  if (!option) return error.message;
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return text.unknownOption(option);
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return error.message.includes('does not take an argument')
      ? text.optionTakesNoValue(option)
      : text.optionNeedsValue(option);
  }
  return error.message;
}

function tokenFrom(tokenFile: string | undefined, env: NodeJS.ProcessEnv, text: UploaderTexts): string | Error {
  let token: string;
  try {
    token = (tokenFile ? readFileSync(tokenFile, 'utf8') : (env.UPLOAD_TOKEN ?? '')).trim();
  } catch {
    return new Error(text.tokenFileUnreadable(tokenFile ?? ''));
  }
  if (!token) return new Error(text.noToken);
  if (!token.startsWith(UPLOAD_TOKEN_PREFIX)) {
    return new Error(text.notUploadToken(UPLOAD_TOKEN_PREFIX));
  }
  return token;
}

function siteOptions(
  address: string,
  tokenFile: string | undefined,
  env: NodeJS.ProcessEnv,
  text: UploaderTexts,
): SiteOptions | Answer {
  const usageError = usageErrorIn(text);
  let server: URL;
  try {
    server = new URL(address);
  } catch {
    return usageError(text.serverNotAddress(DEFAULT_SERVER, address));
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    return usageError(text.serverNotHttp(address));
  }
  const token = tokenFrom(tokenFile, env, text);
  if (token instanceof Error) return usageError(token.message);
  return { server: server.href.replace(/\/+$/, ''), token };
}

/** A refusal of the arguments: why, then the `--help` text. */
const usageErrorIn =
  (text: UploaderTexts) =>
  (message: string): Answer => ({ exit: 2, text: `${message}\n\n${usage(text)}` });

export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv = process.env): ParsedCommandLine {
  const text = uploaderTexts(languageOf(args, env));
  const usageError = usageErrorIn(text);
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        album: { type: 'string' },
        watch: { type: 'string' },
        recursive: { type: 'boolean', short: 'r', default: false },
        server: { type: 'string', default: DEFAULT_SERVER },
        'token-file': { type: 'string' },
        albums: { type: 'boolean', default: false },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return usageError(parseErrorMessage(error as Error, text));
  }
  if (values.lang !== undefined && !cultureNamed(values.lang)) return usageError(text.badLang(values.lang));
  if (values.help) return { exit: 0, text: usage(text) };

  const site = siteOptions(values.server, values['token-file'], env, text);
  if ('exit' in site) return site;
  if (values.albums) return { listAlbums: site };

  const album = values.album ?? '';
  const albumId = Number(album);
  if (!/^[1-9]\d{0,9}$/.test(album) || albumId > INT32_MAX) {
    return usageError(text.badAlbum(INT32_MAX, album));
  }

  const folders = [...(values.watch === undefined ? [] : [values.watch]), ...positionals];
  if (folders.length !== 1) return usageError(text.oneFolder);
  const folder = path.resolve(folders[0]!);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // reported below
  }
  if (!isFolder) return usageError(text.notFolder(folder));

  return {
    options: {
      albumId,
      folder,
      watch: values.watch !== undefined,
      recursive: values.recursive,
      ...site,
    },
  };
}
