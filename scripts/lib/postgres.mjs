// Debian's PostgreSQL for npm test, the multi-node suite and the benchmarks: a throwaway cluster in a temporary
// folder, run as the postgres user when we are root, on a free port.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './net.mjs';

export const pgBin = () => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const version = versions.at(-1);
  return version ? `/usr/lib/postgresql/${version}/bin` : null;
};

/** Debian's PostgreSQL, installed with apt-get when root and missing. */
export function ensurePostgres() {
  if (pgBin()) return true;
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL is not installed and this is not root: apt-get install -y postgresql');
    return false;
  }
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  return spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit' }).status === 0 && pgBin() !== null;
}

/**
 * Starts a cluster; resolves to { url, restart, stop } or null when it could not start. `restart` stops it fast
 * (open connections are cut, as in a crash or failover) and starts it again on the same port and data.
 */
export async function startPostgres({ quiet = false } = {}) {
  const bin = pgBin();
  if (!bin) return null;
  const folder = mkdtempSync(join(tmpdir(), 'hcp-pg-'));
  const data = join(folder, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    chownSync(folder, owner, owner);
    chmodSync(folder, 0o700);
  }
  const pg = (tool, args) => {
    const command = asRoot ? 'runuser' : `${bin}/${tool}`;
    const full = asRoot ? ['-u', 'postgres', '--', `${bin}/${tool}`, ...args] : args;
    return spawnSync(command, full, { stdio: quiet ? 'ignore' : 'inherit', cwd: folder }).status === 0;
  };
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pg('pg_ctl', ['-D', data, '-w', '-l', join(folder, 'server.log'), '-o', options, 'start']);
  const stopCluster = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const remove = () => rmSync(folder, { recursive: true, force: true });
  if (!pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']) || !start()) {
    remove();
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => stopCluster() && start(),
    stop: () => {
      stopCluster();
      remove();
    },
  };
}

/** Runs `use(url)` with a fresh cluster (url null when it could not start), then removes it. */
export async function withPostgres(use) {
  const cluster = await startPostgres();
  try {
    return await use(cluster?.url ?? null);
  } finally {
    cluster?.stop();
  }
}
