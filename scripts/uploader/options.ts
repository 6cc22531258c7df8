import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UPLOAD_TOKEN_PREFIX } from '../../server/src/shared/upload-tokens.ts';

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

export const USAGE = `Uploads a folder's JPEG photos into one of your albums, skipping those it already holds.

  npm run upload -- --album <id> [--watch] <folder> [options]
  npx tsx scripts/upload.ts --album <id> --watch <folder>
  npm run upload -- --albums

  --album <id>         the album to upload into (--albums lists yours with their numbers)
  --watch <folder>     keep watching the folder (a camera or card) and upload new photos as they appear
  <folder>             without --watch: upload the folder once, print a summary and exit
  --recursive, -r      also the folders inside it (a card's DCIM/100CANON/…)
  --server <url>       the site (default ${DEFAULT_SERVER})
  --token-file <path>  a file holding the upload token (default: the UPLOAD_TOKEN environment variable)
  --albums             list your newest albums with their numbers, then exit
  --help, -h           this text

The upload token is made on the site's photographer account page (/photographeraccount, 上傳權杖);
it can only upload photos. Exit code: 0 all sent or already there, 1 some refused, 2 bad arguments,
3 the server refused the token or the album.`;

const usageError = (message: string): Answer => ({ exit: 2, text: `${message}\n\n${USAGE}` });

function tokenFrom(tokenFile: string | undefined, env: NodeJS.ProcessEnv): string | Error {
  let token: string;
  try {
    token = (tokenFile ? readFileSync(tokenFile, 'utf8') : (env.UPLOAD_TOKEN ?? '')).trim();
  } catch {
    return new Error(`Cannot read the token file ${tokenFile}`);
  }
  if (!token) return new Error('No upload token: set UPLOAD_TOKEN or pass --token-file <path>');
  if (!token.startsWith(UPLOAD_TOKEN_PREFIX)) {
    return new Error(
      `That is not an upload token (they start with ${UPLOAD_TOKEN_PREFIX}): make one on /photographeraccount`,
    );
  }
  return token;
}

function siteOptions(address: string, tokenFile: string | undefined, env: NodeJS.ProcessEnv): SiteOptions | Answer {
  let server: URL;
  try {
    server = new URL(address);
  } catch {
    return usageError(`--server must be an address such as ${DEFAULT_SERVER}, got "${address}"`);
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    return usageError(`--server must start with http:// or https://, got "${address}"`);
  }
  const token = tokenFrom(tokenFile, env);
  if (token instanceof Error) return usageError(token.message);
  return { server: server.href.replace(/\/+$/, ''), token };
}

export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv = process.env): ParsedCommandLine {
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
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (values.help) return { exit: 0, text: USAGE };

  const site = siteOptions(values.server, values['token-file'], env);
  if ('exit' in site) return site;
  if (values.albums) return { listAlbums: site };

  const album = values.album ?? '';
  const albumId = Number(album);
  if (!/^[1-9]\d{0,9}$/.test(album) || albumId > INT32_MAX) {
    return usageError(`--album must be an album number from 1 to ${INT32_MAX}, got "${album}"`);
  }

  const folders = [...(values.watch === undefined ? [] : [values.watch]), ...positionals];
  if (folders.length !== 1) return usageError('Name one folder: --watch <folder>, or <folder> to upload it once');
  const folder = path.resolve(folders[0]!);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // reported below
  }
  if (!isFolder) return usageError(`Not a folder: ${folder}`);

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
