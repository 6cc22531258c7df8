// The photographers' command-line uploader: `npm run upload -- --album <id> --watch <folder>`
// (or `npx tsx scripts/upload.ts …` from a checkout). `--help` explains the rest; decisions/078.
import { FatalError, RetryableError, UploadApi } from './uploader/api.ts';
import { parseCommandLine, type SiteOptions } from './uploader/options.ts';
import { startUploader, type UploadSummary } from './uploader/uploader.ts';

/** `--albums`: the photographer's albums with the numbers `--album` takes. */
async function listAlbums({ server, token }: SiteOptions): Promise<number> {
  try {
    const albums = await new UploadApi(server, token).myAlbums();
    if (albums.length === 0) console.log('No albums yet: create one on the upload page (/uploadPhoto) first');
    for (const album of albums) {
      const place = album.cameraPoint ? ` · ${album.cameraPoint}` : '';
      console.log(
        `${String(album.id).padStart(8)}  ${album.activityTitle} · ${album.name}${place} (${album.photoCount} photos)`,
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
  if ('listAlbums' in parsed) return listAlbums(parsed.listAlbums);
  const running = startUploader(parsed.options);
  // Ctrl-C: photos in flight finish, the rest wait for the next run (the album's hashes say what is there).
  const interrupt = () => void running.stop();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const summary: UploadSummary = await running.finished;
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  const { found, skipped, uploaded, failed, queued } = summary.counts;
  console.log(
    `done: ${found} photos found, ${uploaded} uploaded, ${skipped} already in the album, ${failed} failed, ${queued} not sent`,
  );
  return summary.exitCode;
}

// Only when run, not when a test imports main().
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
