import { existsSync, readFileSync, statSync } from 'node:fs';
import { run } from './run.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** The lockfile and every package.json it must agree with (the root's and each workspace's). */
function installInputs(dir) {
  const { workspaces = [] } = JSON.parse(readFileSync(`${dir}package.json`, 'utf8'));
  return [`${dir}package-lock.json`, `${dir}package.json`, ...workspaces.map((workspace) => `${dir}${workspace}/package.json`)];
}

/** True when node_modules was installed after the last change to the lockfile or any package.json of `dir`. */
export function installIsCurrent(dir = root) {
  const marker = `${dir}node_modules/.package-lock.json`;
  return existsSync(marker) && installInputs(dir).every((input) => statSync(marker).mtimeMs >= statSync(input).mtimeMs);
}

/**
 * npm packages exactly as package-lock.json pins them (`npm ci`), unless the install is current. `npm ci` refuses a
 * lockfile that no longer matches package.json, so a change to package.json without `npm install` to update the lock
 * fails here, on every machine and in CI alike.
 */
export async function ensureDependencies() {
  if (installIsCurrent()) return true;
  console.log('Installing npm packages (npm ci, exactly as package-lock.json pins them)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) {
    console.error(
      'npm ci failed: see the messages above. If it says the lock file is out of sync, run npm install and commit package-lock.json.',
    );
  }
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
