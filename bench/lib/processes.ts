// The processes a benchmark measures: the simulator over HTTP, the real server embedded (PGlite, one process), and
// the real server as API nodes and workers over one throwaway Debian PostgreSQL and one DATA_DIR. Node processes are
// started by the multi-node suite's launcher (tests/cluster/support/nodes.ts), so both start the server alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor } from '../../scripts/lib/net.mjs';
import { startPostgres, type PostgresCluster } from '../../scripts/lib/postgres.mjs';
import { type Node, startApi, startWorker } from '../../tests/cluster/support/nodes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const START_MS = 180_000;

/** Something started that must be stopped, whatever happens to the run. */
type Stoppable = { stop: () => Promise<void> | void };

const running = new Set<Stoppable>();

/** Stops everything still running; also on Ctrl-C, so no server or PostgreSQL outlives the benchmark. */
export async function stopAll(): Promise<void> {
  for (const item of [...running].reverse()) {
    running.delete(item);
    await item.stop();
  }
}
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

function track<T extends Stoppable>(item: T): T {
  running.add(item);
  return item;
}

const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `hcp-bench-${label}-`));
  track({ stop: () => rmSync(dir, { recursive: true, force: true }) });
  return dir;
};

const tracked = (node: Node) => {
  track({ stop: () => node.kill('SIGTERM') });
  return node;
};

/** `npm run simulator:serve` on a free port (it seeds the demo accounts and history); resolves to its origin. */
export async function startSimulator(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'simulator/node/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, SIMULATOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  const handle = track({
    base,
    stop: async () => {
      running.delete(handle);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  });
  // Any answer will do (401 without a session): the simulator has no health route.
  const up = await Promise.race([waitFor(`${base}/api/v1/audit-reports/filter`, START_MS), exited.then(() => false)]);
  if (!up) throw new Error('The simulator did not start');
  return handle;
}

// As the README says for an API node: the API alone, few log lines, so logging costs the same on every node.
// Engine threads prepared as a process starts, as a production server does (ENGINE_PREPARE_THREADS' default outside
// tests; the launcher sets NODE_ENV=test): a tree from before the setting ignores it.
const PREPARE_ENV = { ENGINE_PREPARE_THREADS: 'true' };
const API_ENV = { SERVE_PORTAL: 'false', LOG_LEVEL: 'warn', ...PREPARE_ENV };

/** An embedded server: its node, and its DATA_DIR (its files are in `files/` there). */
export type Embedded = Node & { dataDir: string };

/**
 * `npm run server` on its embedded database (PGlite in DATA_DIR: a fresh one, or `dataDir` to start again on an
 * earlier one's data), running its own jobs, seeding the demo data unless `seedDemo` is false; the project in `root`
 * (this one by default, or an earlier commit's, bench/lib/before-tree.ts).
 */
export async function startEmbedded(
  threads: number,
  { dataDir = tempDir('embedded'), seedDemo = true, root }: { dataDir?: string; seedDemo?: boolean; root?: string } = {},
): Promise<Embedded> {
  const env = { ...API_ENV, DATA_DIR: dataDir, PROCESSING_THREADS: String(threads) };
  return { ...tracked(await startApi('embedded', env, seedDemo ? ['--seed-demo'] : [], root)), dataDir };
}

/** API nodes and workers over one PostgreSQL and one DATA_DIR (the files every process shares), of the project in `root`. */
export class Cluster {
  private constructor(
    private readonly env: Record<string, string>,
    private readonly root?: string,
  ) {}

  /** A throwaway PostgreSQL and DATA_DIR; `env` goes to every process of the cluster. */
  static async start(env: Record<string, string> = {}, root?: string): Promise<Cluster> {
    const database: PostgresCluster | null = await startPostgres({ quiet: true });
    if (!database) throw new Error('PostgreSQL did not start (apt-get install -y postgresql)');
    track({ stop: () => database.stop() });
    return new Cluster({ ...env, DATABASE_URL: database.url, DATA_DIR: tempDir('cluster') }, root);
  }

  /** An API node; exactly one of them seeds the demo accounts and history (seeding twice would race). */
  async api(name: string, { seedDemo = false, runJobs = false, env: extra = {} as Record<string, string> } = {}): Promise<Node> {
    const env = { ...this.env, ...API_ENV, RUN_JOBS: String(runJobs), ...extra };
    return tracked(await startApi(name, env, seedDemo ? ['--seed-demo'] : [], this.root));
  }

  /** Where every process keeps the files (DATA_DIR/files without a bucket). */
  get filesDir(): string {
    return join(this.env.DATA_DIR ?? '', 'files');
  }

  /** `npm run server:worker` with `threads` engine threads; it logs at info, which is how it says it is ready. */
  async worker(name: string, threads: number): Promise<Node> {
    return tracked(await startWorker(name, { ...this.env, ...PREPARE_ENV, PROCESSING_THREADS: String(threads) }, this.root));
  }
}
