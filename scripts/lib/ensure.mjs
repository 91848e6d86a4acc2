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
