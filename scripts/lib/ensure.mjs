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

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A Debian program the tests need: present, or installed with apt-get when root; otherwise say exactly what to
 * install. `installed` tells whether it is there.
 */
async function ensureDebian({ what, installed, packages }) {
  if (await installed()) return true;
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot()) {
    console.error(`${what} is missing. Install it with: sudo ${command}`);
    return false;
  }
  console.log(`Installing ${what} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  const code = updated === 0 && (await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env }));
  if (code !== 0 || !(await installed())) {
    console.error(`Could not install ${what}; install it by hand: ${command}`);
    return false;
  }
  return true;
}

/** Debian's Chromium for the browser tests. */
export const ensureChromium = () =>
  ensureDebian({
    what: `Debian's Chromium (${CHROMIUM})`,
    installed: () => existsSync(CHROMIUM),
    packages: ['chromium', 'fonts-liberation'],
  });

/** Debian's tesseract: server workers OCR with it where it is installed, and the tests compare it with tesseract.js. */
export const ensureTesseract = () =>
  ensureDebian({
    what: "Debian's tesseract",
    installed: async () => (await run('tesseract', ['--version'], { stdio: 'ignore' })) === 0,
    packages: ['tesseract-ocr', 'tesseract-ocr-eng'],
  });

/** libjpeg-turbo's djpeg: server workers decode JPEG scans with it where it is installed, and the tests compare it with pdf.js. */
export const ensureDjpeg = () =>
  ensureDebian({
    what: "libjpeg-turbo's djpeg",
    installed: async () => (await run('djpeg', ['-version'], { stdio: 'ignore' })) === 0,
    packages: ['libjpeg-turbo-progs'],
  });
