import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { movableClock, systemClock } from '@healthcare-portal/rules/clock';
import { buildApp } from './app.ts';
import { s3Storage } from './storage/s3-storage.ts';
import { configOrExit, fail } from './cli/exit.ts';
import { openStore } from './db/open-store.ts';
import { keepRunningOnDroppedQueueWrites, reportQueueError } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { MIN_SECRET_LENGTH } from './routes/provider-states.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { hasPortalBuild } from './web/portal.ts';

/**
 * npm run server [-- --seed-demo]      the portal and its API on the embedded database (PGlite in DATA_DIR)
 * npm run server -- --provider-states  for contract verification only: needs PROVIDER_STATES_SECRET (32+ characters)
 * Every setting comes from the environment (server/src/config.ts, README 'The real server').
 */
const { values } = parseArgs({
  options: { 'seed-demo': { type: 'boolean', default: false }, 'provider-states': { type: 'boolean', default: false } },
});

const config = configOrExit();

let providerStatesSecret: string | undefined;
if (values['provider-states']) {
  if (config.env === 'production') fail('--provider-states is for contract verification and never runs in production.');
  providerStatesSecret = process.env.PROVIDER_STATES_SECRET ?? '';
  if (providerStatesSecret.length < MIN_SECRET_LENGTH) {
    fail(`--provider-states needs PROVIDER_STATES_SECRET (a random value of at least ${MIN_SECRET_LENGTH} characters).`);
  }
}
if (values['seed-demo'] && config.env === 'production') fail('--seed-demo adds demo accounts with a known password: never in production.');

if (config.servePortal && !hasPortalBuild(config.distDir)) {
  console.log(`No portal build in ${config.distDir}: building it (npm run build:real) ...`);
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'real', '--outDir', config.distDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('The portal build failed; start with SERVE_PORTAL=false to serve the API alone.');
}

if (!config.runJobs && !config.databaseUrl) {
  fail('RUN_JOBS=false needs DATABASE_URL: the embedded database serves one process, so no worker could take the jobs.');
}

// Only a process started for contract verification has a clock its provider states may stop and move.
const clock = providerStatesSecret === undefined ? systemClock : movableClock();
const { db, queue, close } = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, config, reportQueueError);
const mailer = createMailer(config, db, clock);
const storage = config.s3 ? s3Storage(config.s3) : undefined;
const app = await buildApp({ config, db, queue, mailer, clock, providerStatesSecret, storage });

if (values['seed-demo']) {
  await seedDemoAccounts(db);
  // Loaded only here: the demo history runs the engine, which an API node otherwise never loads.
  const { seedDemoDocuments } = await import('./seed/demo-documents.ts');
  await seedDemoDocuments(app.ctx);
  app.log.info('demo accounts and history seeded');
}

async function stop(signal: string) {
  app.log.info({ signal }, 'stopping');
  await app.close();
  await close();
  process.exit(0);
}
keepRunningOnDroppedQueueWrites();
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
console.log(
  `HealthCare Portal server on ${where} (API ${where}/api/v1${mailer.keepsOutbox ? `, dev outbox ${where}/api/v1/_dev/outbox` : ''})`,
);
