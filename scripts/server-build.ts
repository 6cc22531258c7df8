import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The server compiled as `npm start` and the Docker image run it (decisions/069), into `outDir`
 * (server/dist unless given; keep it directly under server/ so the build's relative paths to
 * prisma/ and the client hold). Answers the entry files of the web server and the worker.
 */
export function buildServer(outDir = path.join(repoRoot, 'server/dist')) {
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const buildInfo = path.join(outDir, '.tsbuildinfo');
  execFileSync(
    process.execPath,
    [tsc, '-p', 'server/tsconfig.build.json', '--outDir', outDir, '--tsBuildInfoFile', buildInfo],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  return { server: path.join(outDir, 'server.js'), worker: path.join(outDir, 'worker.js') };
}
