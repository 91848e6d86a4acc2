import { parseArgs } from 'node:util';
import { runInEngineThread } from '../engine-host/node-engine-runner';
import { setNodeEngineRunner } from '../engine-host/run-engine-job';
import { startNodeSimulator } from '../node-setup';
import { createSimulatorHttpServer, PROVIDER_STATES_PATH, PROVIDER_STATES_SECRET_HEADER, type SimulatorHttpOptions } from './http-server';

/**
 * npm run simulator:serve                     the simulator API over HTTP (no provider states)
 * node --import tsx simulator/node/serve.ts --provider-states
 *                                             the same, for contract verification only: POST /_simulator/provider-states
 *                                             answers loopback peers that send PROVIDER_STATES_SECRET (from the
 *                                             environment, at least 32 characters) in the x-provider-states-secret header.
 */
export const MIN_SECRET_LENGTH = 32;

const { values } = parseArgs({ options: { 'provider-states': { type: 'boolean', default: false } } });
const port = Number(process.env.SIMULATOR_PORT ?? 4010);

async function providerStateOptions(): Promise<SimulatorHttpOptions> {
  if (!values['provider-states']) return {};
  const secret = process.env.PROVIDER_STATES_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    console.error(`--provider-states needs PROVIDER_STATES_SECRET (a random value of at least ${MIN_SECRET_LENGTH} characters).`);
    process.exit(2);
  }
  // Loaded only here: a default start does not even hold the state code.
  const { providerStates } = await import('./all-provider-states');
  return {
    providerStates: {
      secret,
      apply: async (state, action, params) => {
        const handler = providerStates[state];
        if (action !== 'setup') return true;
        if (!handler) return false;
        await handler(params);
        return true;
      },
    },
  };
}

const options = await providerStateOptions();
// Merging and auditing run in a worker thread: a large chart never stalls the other requests.
setNodeEngineRunner(runInEngineThread);
await startNodeSimulator();
createSimulatorHttpServer(options).listen(port, '127.0.0.1', () => {
  const states = options.providerStates ? ` (provider states: POST ${PROVIDER_STATES_PATH} with ${PROVIDER_STATES_SECRET_HEADER})` : '';
  console.log(`Simulator API on http://127.0.0.1:${port}/api/v1${states}`);
});
