// The photographers' command-line uploader: `npm run upload -- --album <id> --watch <folder>`
// (or `npx tsx scripts/upload.ts …` from a checkout). `--help` explains the rest; decisions/078.
import { parseCommandLine } from './uploader/options.ts';
import { startUploader, type UploadSummary } from './uploader/uploader.ts';

/** Runs the uploader as the command line asks; answers the exit code. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseCommandLine(args, env);
  if ('exit' in parsed) {
    (parsed.exit === 0 ? console.log : console.error)(parsed.text);
    return parsed.exit;
  }
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
