import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { buildApp } from './app.ts';
import { systemClock } from '@healthcare-portal/rules/clock';
import { testConfig } from './config.ts';
import { openStore } from './db/open-store.ts';
import { createMailer } from './mail/mailer.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { addReport } from './testing/add-report.ts';
import { json, sessionCookieOf } from './testing/test-app.ts';

/** The whole server over the embedded database in `dataDir`, as `npm run server` opens it. */
async function start(dataDir: string) {
  const config = testConfig({ dataDir });
  const { db, queue, close } = await openStore({ dataDir }, config);
  await seedDemoAccounts(db);
  const app = await buildApp({ config, db, queue, mailer: createMailer(config, db, systemClock), clock: systemClock });
  await app.ready();
  return { app, stop: async () => (await app.close(), await close()) };
}

describe('a server restart', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('loses nothing: the report, its files and the account are all there after the process starts again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hcp-restart-'));
    folders.push(dataDir);
    const first = await start(dataDir);
    await addReport(first.app.ctx, { id: 'report-restart-1', owner_id: PACT_USERS.clinical.id, patient_name: 'Ada Restart' });
    await first.stop();

    const second = await start(dataDir);
    try {
      const login = await second.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        ...json({ email: PACT_USERS.clinical.email, password: DEMO_PASSWORD }),
      });
      expect(login.statusCode).toBe(200);
      const cookie = `hcp_session=${sessionCookieOf(login.headers) ?? ''}`;
      const list = await second.app.inject({ method: 'GET', url: '/api/v1/audit-reports/filter?page=1&limit=10', headers: { cookie } });
      expect(list.json().body.data.map((row: { patientName: string }) => row.patientName)).toContain('Ada Restart');
      const report = await second.app.inject({
        method: 'GET',
        url: '/api/v1/audit-reports/get-by-id/report-restart-1',
        headers: { cookie },
      });
      const { documentUrl, reportUrl } = report.json().body.data[0] as { documentUrl: string; reportUrl: string };
      for (const url of [documentUrl, reportUrl]) {
        const file = await second.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(file.statusCode).toBe(200);
        expect(file.body.startsWith('%PDF-')).toBe(true);
      }
    } finally {
      await second.stop();
    }
  }, 180_000);
});
