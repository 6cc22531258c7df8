// The photographers' command-line uploader: `npm run upload -- --album <id> --watch <folder>`
// (or `npx tsx scripts/upload.ts …` from a checkout). `--help` explains the rest; decisions/078.
import type { Culture } from '../server/src/lib/i18n.ts';
import { FatalError, RetryableError, UploadApi } from './uploader/api.ts';
import { uploaderTexts } from './uploader/messages.ts';
import { languageOf, parseCommandLine, type SiteOptions } from './uploader/options.ts';
import { startUploader, type UploadSummary } from './uploader/uploader.ts';

/** `--albums`: the photographer's albums with the numbers `--album` takes. */
async function listAlbums({ server, token }: SiteOptions, lang: Culture): Promise<number> {
  const text = uploaderTexts(lang);
  try {
    const albums = await new UploadApi(server, token, lang).myAlbums();
    if (albums.length === 0) console.log(text.noAlbums);
    for (const album of albums) {
      const place = album.cameraPoint ? ` · ${album.cameraPoint}` : '';
      console.log(
        `${String(album.id).padStart(8)}  ${album.activityTitle} · ${album.name}${place} (${text.photoCount(album.photoCount)})`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof FatalError || error instanceof RetryableError)) throw error;
    console.error(error.message);
    return 3;
  }
}

/** Runs the uploader as the command line asks; answers the exit code. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseCommandLine(args, env);
  if ('exit' in parsed) {
    (parsed.exit === 0 ? console.log : console.error)(parsed.text);
    return parsed.exit;
  }
  const lang = languageOf(args, env);
  if ('listAlbums' in parsed) return listAlbums(parsed.listAlbums, lang);
  const running = startUploader(parsed.options, { lang });
  // Ctrl-C: photos in flight finish, the rest wait for the next run (the album's hashes say what is there).
  const interrupt = () => void running.stop();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const summary: UploadSummary = await running.finished;
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  console.log(uploaderTexts(lang).summary(summary.counts));
  return summary.exitCode;
}

// Only when run, not when a test imports main().
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
