import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// Text files of the build get a .br and a .gz twin, compressed once at the highest levels, so the
// server sends them compressed without spending CPU per request (its static files: preCompressed).
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

function compressFile(file: string) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file (public/ copies and index.html included) is written.
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        // Not the build's notes (.vite/) nor the server's renderer (.ssr/): the server reads those from disk.
        const internal = file.includes(`${path.sep}.vite${path.sep}`) || file.includes(`${path.sep}.ssr${path.sep}`);
        if (entry.isFile() && COMPRESSIBLE.test(entry.name) && !internal) {
          compressFile(file);
        }
      }
    },
  };
}
