// npm run differential -- --simulator URL --server URL [--only TEXT] [--report FILE]
// The same scripted sessions and seeded random walks, over HTTP, against two backends started for contract
// verification (provider states on, PROVIDER_STATES_SECRET in the environment): every answer's status, envelope,
// message and the headers a client acts on must be the same, ids aside (tests/differential/normalise.ts).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ACCOUNT_STATES, CLOCK_STATES } from '@healthcare-portal/contracts/provider-states';
import { describeDifference, firstDifference } from './compare';
import { Script, SESSION_START, type Backend, type Session, type Step } from './script';
import { accountSessions } from './sessions/accounts';
import { documentSessions } from './sessions/documents';
import { limitSessions } from './sessions/limits';
import { randomWalkSessions } from './sessions/random-walk';

export const allSessions: Session[] = [...accountSessions, ...limitSessions, ...documentSessions, ...randomWalkSessions];

async function transcript(backend: Backend, session: Session, number: number): Promise<Step[]> {
  const script = new Script(backend, number);
  await script.state(ACCOUNT_STATES.demoAccounts);
  await script.state(CLOCK_STATES.stopped, { at: SESSION_START });
  try {
    await session.run(script);
  } catch (error) {
    script.observe('the session stopped', error instanceof Error ? error.message : String(error));
  }
  return script.steps;
}

const { values } = parseArgs({
  options: { simulator: { type: 'string' }, server: { type: 'string' }, only: { type: 'string' }, report: { type: 'string' } },
});
const secret = process.env.PROVIDER_STATES_SECRET ?? '';
if (!values.simulator || !values.server || !secret) {
  console.error(
    'Usage: PROVIDER_STATES_SECRET=<the secret both were started with> npm run differential -- --simulator URL --server URL [--only TEXT] [--report FILE]',
  );
  process.exit(2);
}
const backends: [Backend, Backend] = [
  { name: 'simulator', base: new URL(values.simulator), statesSecret: secret },
  { name: 'server', base: new URL(values.server), statesSecret: secret },
];
const only = values.only?.toLowerCase();
const chosen = allSessions.filter((session) => !only || session.name.toLowerCase().includes(only));

let passed = 0;
const failures: string[] = [];
for (const [index, session] of chosen.entries()) {
  const started = performance.now();
  // Each backend runs the session on its own; they share nothing but the script.
  const [a, b] = await Promise.all([transcript(backends[0], session, index + 1), transcript(backends[1], session, index + 1)]);
  const difference = firstDifference(a, b);
  const took = `${a.length} steps, ${Math.round(performance.now() - started)} ms`;
  if (!difference) {
    passed++;
    console.log(`same  ${session.name} (${took})`);
    continue;
  }
  failures.push(session.name);
  console.log(
    `DIFF  ${session.name} (${took})\n${describeDifference(difference, [backends[0].name, backends[1].name]).replace(/^/gm, '        ')}`,
  );
}
console.log(`\nDifferential, ${backends[0].name} against ${backends[1].name}: ${passed} passed, ${failures.length} failed`);
if (values.report) writeFileSync(values.report, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
process.exit(failures.length === 0 ? 0 : 1);
