import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * npm run contracts:verify -- --base-url URL [--states-url URL] [--states-secret SECRET] [--pacts DIR]
 * Verifies every pact in contracts/pacts against a running provider. Before each interaction the provider's state
 * is set at POST {base-url}/_simulator/provider-states (or --states-url) with the JSON body
 * { state, action, params } and the header x-provider-states-secret: the secret the provider was started with
 * (--states-secret or the environment's PROVIDER_STATES_SECRET).
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'states-url': { type: 'string' },
    'states-secret': { type: 'string' },
    pacts: { type: 'string' },
  },
});
const baseUrl = values['base-url'];
const secret = values['states-secret'] ?? process.env.PROVIDER_STATES_SECRET;
if (!baseUrl || !secret) {
  console.error(
    'Usage: npm run contracts:verify -- --base-url http://host:port [--states-url URL] --states-secret SECRET (or PROVIDER_STATES_SECRET)',
  );
  process.exit(2);
}
const statesUrl = values['states-url'] ?? `${baseUrl}/_simulator/provider-states`;

const dir = values.pacts ? resolve(values.pacts) : resolve(import.meta.dirname, 'pacts');
const pactUrls = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => resolve(dir, name));

type PactFile = { interactions: { providerStates?: { name: string }[] }[] };
const stateNames = new Set(
  pactUrls.flatMap((file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as PactFile).interactions.flatMap((one) => (one.providerStates ?? []).map(({ name }) => name)),
  ),
);

/** Each state is forwarded to the provider's endpoint with the secret header (the verifier cannot add one itself). */
async function setState(state: string, action: 'setup' | 'teardown', params: unknown): Promise<undefined> {
  const response = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-provider-states-secret': secret ?? '' },
    body: JSON.stringify({ state, action, params: params ?? {} }),
  });
  if (!response.ok) throw new Error(`The provider refused state "${state}" (${action}): ${response.status}`);
  return undefined;
}

// Pact's type joins HTTP and message state handlers; these are HTTP state handlers ({ setup, teardown }).
const stateHandlers = Object.fromEntries(
  [...stateNames].map((state) => [
    state,
    { setup: (params?: unknown) => setState(state, 'setup', params), teardown: (params?: unknown) => setState(state, 'teardown', params) },
  ]),
) as unknown as VerifierOptions['stateHandlers'];

await new Verifier({
  providerBaseUrl: baseUrl,
  pactUrls,
  stateHandlers,
  logLevel: 'warn',
})
  .verifyProvider()
  .then(() => console.log(`Pact verification passed: ${pactUrls.length} pact file(s) against ${baseUrl}`))
  .catch((error: unknown) => {
    console.error('Pact verification failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
