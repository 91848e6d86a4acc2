// npm run probes -- --base-url URL [--only TEXT] [--report FILE]
// Every rule of issue 11 and the access-control rules, probed over HTTP as an attacker would. Knows nothing of any
// server's insides: it needs the demo accounts (README) and the development outbox (contracts/api/dev-outbox.ts).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { accessControlProbes } from './access-control.probes';
import { accountProbes } from './accounts.probes';
import { ProbeClient } from './client';
import { limitProbes } from './limits.probes';
import type { Probe } from './probe';

const order = (probe: Probe) => (probe.point === 'access' ? 0 : Number(probe.point));
/** Access control first, then issue 11's points in order. */
export const allProbes: Probe[] = [...accessControlProbes, ...accountProbes, ...limitProbes].sort((a, b) => order(a) - order(b));

const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, only: { type: 'string' }, report: { type: 'string' } },
});
if (!values['base-url']) {
  console.error('Usage: npm run probes -- --base-url http://127.0.0.1:4010 [--only TEXT] [--report FILE]');
  process.exit(2);
}
const base = new URL(values['base-url']);
const only = values.only?.toLowerCase();
const chosen = allProbes.filter((probe) => !only || `${probe.point} ${probe.name}`.toLowerCase().includes(only));

let passed = 0;
const failures: string[] = [];
for (const probe of chosen) {
  const label = `[${probe.point.padStart(6)}] ${probe.name}`;
  const started = performance.now();
  try {
    await probe.run({ base, client: () => new ProbeClient(base) });
    passed++;
    console.log(`ok    ${label} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failures.push(label);
    console.log(`FAIL  ${label}\n        ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`\nProbes against ${base.origin}: ${passed} passed, ${failures.length} failed`);
if (values.report) writeFileSync(values.report, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
process.exit(failures.length === 0 ? 0 : 1);
