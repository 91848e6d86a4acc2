import { startNodeSimulator } from '../node-setup';
import { createSimulatorHttpServer, PROVIDER_STATES_PATH } from './http-server';

const port = Number(process.env.SIMULATOR_PORT ?? 4010);

await startNodeSimulator();
createSimulatorHttpServer().listen(port, '127.0.0.1', () => {
  console.log(`Simulator API on http://127.0.0.1:${port}/api/v1 (provider states: POST ${PROVIDER_STATES_PATH})`);
});
