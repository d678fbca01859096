import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Debian's Chromium for the browser tests (or CHROME_PATH): its headless shell when installed, else the browser
 * itself. The shell is the same Blink without the full browser around it, and ran two browser files on a fifth less CPU
 * (docs/operations.md#ci); Lighthouse keeps the whole browser (scripts/bench/lighthouse.mjs). Running as root with
 * neither installed, install both from Debian's packages; otherwise stop with one line that says how (issue 2).
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  }
  throw new Error(
    'Chromium not found: install it (sudo apt-get install chromium chromium-headless-shell) or set CHROME_PATH to a Chromium binary.',
  );
}

// Flags that keep Chromium quiet on a machine with no outside network (env README).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
