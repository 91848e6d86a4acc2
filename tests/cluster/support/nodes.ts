import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, waitFor } from '../../../scripts/lib/net.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
// How long a node may take to start: seeding runs the engine, about two minutes on two cores at a load of 25;
// SERVER_START_SECONDS gives a benchmark on a busier machine more.
const START_MS = (Number(process.env.SERVER_START_SECONDS) || 180) * 1000;

/** A server process of the cluster: an API node or a worker, with its log lines kept for the test to read. */
export type Node = {
  name: string;
  /** http://127.0.0.1:port of an API node ('' for a worker). */
  base: string;
  lines: string[];
  child: ChildProcess;
  exited: Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

function spawnNode(name: string, script: string, args: string[], env: Record<string, string>, root = ROOT): Omit<Node, 'base'> {
  const child = spawn('node', ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SERVE_PORTAL: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { name, lines, child, exited, kill };
}

/** `npm run server` on a free port (of the project in `root`, this one by default); resolves once it answers /health. */
export async function startApi(name: string, env: Record<string, string>, args: string[] = [], root = ROOT): Promise<Node> {
  const port = await freePort();
  const node = { ...spawnNode(name, 'server/src/main.ts', args, { ...env, PORT: String(port) }, root), base: `http://127.0.0.1:${port}` };
  const up = await Promise.race([waitFor(`${node.base}/api/v1/health`, START_MS), node.exited.then(() => false)]);
  if (!up) throw new Error(`${name} did not start:\n${node.lines.join('\n')}`);
  return node;
}

/** `npm run server:worker` (of the project in `root`); resolves once it says it is ready to take jobs. */
export async function startWorker(name: string, env: Record<string, string>, root = ROOT): Promise<Node> {
  const node = { ...spawnNode(name, 'server/src/worker.ts', [], env, root), base: '' };
  const until = Date.now() + START_MS;
  while (!node.lines.some((line) => line.includes('"worker ready"'))) {
    if (node.child.exitCode !== null || Date.now() > until) throw new Error(`${name} did not start:\n${node.lines.join('\n')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return node;
}

/** Whether the node logged the start of this job (workers log the queue and the job id only). */
export const startedJob = (node: Node, jobId: string) => node.lines.some((line) => line.includes('"job started"') && line.includes(jobId));

/** A wait that ran out, with each node's last log lines to show what the cluster was doing (logs carry no document data). */
export const stuck = (what: string, seconds: number, nodes: Node[]) =>
  new Error(
    `After ${seconds} s still waiting for ${what}. Last lines:\n  ` +
      nodes.map((node) => `${node.name}:\n    ${node.lines.slice(-6).join('\n    ')}`).join('\n  '),
  );

/** Calls `check` every 20 ms until it gives a value; past `seconds`, fails naming what it waited for. */
export async function eventually<T>(what: string, nodes: () => Node[], check: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw stuck(what, seconds, nodes());
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** `promise`'s value, or a failure naming what it waited for after `seconds` (before the test's own time limit). */
export async function within<T>(what: string, nodes: () => Node[], promise: Promise<T>, seconds = 200): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(stuck(what, seconds, nodes())), seconds * 1000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
