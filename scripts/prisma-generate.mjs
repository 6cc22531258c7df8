// Generates the Prisma client (server/src/generated/prisma) without Prisma's engine download.
// `prisma generate` never runs the schema engine, but the CLI insists that its binary exists,
// so point it at any existing file when none is configured.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const cli = require.resolve('prisma/build/index.js');
const { status } = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(status ?? 1);
