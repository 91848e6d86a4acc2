// The references of the memory benchmark, measured in the same run: what Node itself holds at rest, plain and with
// tsx's loader (how `npm run server` starts), so a server's figure reads as Node's floor plus the server's own.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { rssMb } from '../lib/rss.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const IDLE = 'setInterval(() => {}, 1000)';
const SETTLE_MS = 3_000;

async function idleRss(args: string[]): Promise<number> {
  const child = spawn('node', [...args, '-e', IDLE], { cwd: ROOT, stdio: 'ignore' });
  try {
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    return rssMb(child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
  }
}

export async function bareNodeRss(): Promise<{ name: string; mb: number }[]> {
  return [
    { name: 'reference: node, idle', mb: await idleRss([]) },
    { name: 'reference: node --import tsx, idle', mb: await idleRss(['--import', 'tsx']) },
  ];
}
