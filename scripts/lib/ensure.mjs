import { existsSync, statSync } from 'node:fs';
import { run } from './run.mjs';

const root = new URL('../../', import.meta.url).pathname;

/**
 * npm packages, at the lockfile's versions, when node_modules is missing or older than the lockfile.
 * `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional packages (Rollup's native builds)
 * out of the lockfile it writes and then `npm ci` refuses that same lockfile as out of sync.
 */
export async function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return true;
  console.log('Installing npm packages (npm install, from package-lock.json)...');
  const code = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) console.error('npm install failed: see the messages above.');
  return code === 0;
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests: apt-get when root, otherwise say exactly what to install. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    return false;
  }
  console.log("Installing Debian's Chromium (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  const installed =
    updated === 0 && (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], { env }));
  if (installed !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium; install it by hand: apt-get install -y chromium`);
    return false;
  }
  return true;
}
