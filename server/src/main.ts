import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { s3Storage } from './storage/s3-storage.ts';
import { createContext } from './auth/context.ts';
import { loadConfig, systemClock } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';
import { MIN_SECRET_LENGTH } from './routes/provider-states.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedDemoDocuments } from './seed/demo-documents.ts';
import { hasPortalBuild } from './web/portal.ts';

/**
 * npm run server [-- --seed-demo]      the portal and its API on the embedded database (PGlite in DATA_DIR)
 * npm run server -- --provider-states  for contract verification only: needs PROVIDER_STATES_SECRET (32+ characters)
 * Every setting comes from the environment (server/src/config.ts, README 'The real server').
 */
const { values } = parseArgs({
  options: { 'seed-demo': { type: 'boolean', default: false }, 'provider-states': { type: 'boolean', default: false } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

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

const clock = systemClock;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const mailer = createMailer(config, db, clock);
const storage = config.s3 ? s3Storage(config.s3) : undefined;
const app = await buildApp({ config, db, mailer, clock, providerStatesSecret, storage });

if (values['seed-demo']) {
  await seedDemoAccounts(db);
  await seedDemoDocuments(app.ctx ?? createContext({ config, db, mailer, clock }));
  app.log.info('demo accounts and history seeded');
}

async function stop(signal: string) {
  app.log.info({ signal }, 'stopping');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
console.log(
  `HealthCare Portal server on ${where} (API ${where}/api/v1${mailer.keepsOutbox ? `, dev outbox ${where}/api/v1/_dev/outbox` : ''})`,
);
