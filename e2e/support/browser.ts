import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

// The system Chromium (Debian's `chromium` package), driven by playwright-core: nothing is
// downloaded, so the tests run wherever `apt-get install chromium` works.

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No chromium on PATH: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH');
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: FLAGS, headless: true });
}
