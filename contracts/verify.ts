import { Verifier } from '@pact-foundation/pact';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * npm run contracts:verify -- --base-url URL
 * Verifies every pact in contracts/pacts against a running provider. The provider sets states at
 * POST {base-url}/_simulator/provider-states (override with --states-url).
 */
const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, 'states-url': { type: 'string' }, pacts: { type: 'string' } },
});
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('Usage: npm run contracts:verify -- --base-url http://host:port [--states-url URL]');
  process.exit(2);
}

const dir = values.pacts ? resolve(values.pacts) : resolve(import.meta.dirname, 'pacts');
const pactUrls = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => resolve(dir, name));

await new Verifier({
  providerBaseUrl: baseUrl,
  pactUrls,
  providerStatesSetupUrl: values['states-url'] ?? `${baseUrl}/_simulator/provider-states`,
  logLevel: 'warn',
})
  .verifyProvider()
  .then(() => console.log(`Pact verification passed: ${pactUrls.length} pact file(s) against ${baseUrl}`))
  .catch((error: unknown) => {
    console.error('Pact verification failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
