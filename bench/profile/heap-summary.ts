// Run by hand: node --import tsx bench/profile/heap-summary.ts FILE [--top 30]
// What a heap profile written by profile-job.ts's --heap-profile says: MB allocated in all, and the functions that
// allocated most. Builtins (String.prototype.split, Array.prototype.map ...) are charged to the script function that
// called them, which is the one to change.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '30' } }, allowPositionals: true });
const file = positionals[0];
if (!file) throw new Error('usage: heap-summary FILE [--top N]');

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: ProfileNode[];
}

const { head } = JSON.parse(readFileSync(file, 'utf8')) as { head: ProfileNode };
const bytes = new Map<string, number>();
const walk = (node: ProfileNode, owner: string): void => {
  const { functionName, url } = node.callFrame;
  const self = url === '' ? owner : `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}`;
  bytes.set(self, (bytes.get(self) ?? 0) + node.selfSize);
  for (const child of node.children) walk(child, self);
};
walk(head, '(root)');
const mb = (n: number) => (n / 1e6).toFixed(1);
console.log(`allocated: ${mb([...bytes.values()].reduce((a, b) => a + b, 0))} MB`);
for (const [name, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`${mb(n).padStart(7)} MB  ${name}`);
