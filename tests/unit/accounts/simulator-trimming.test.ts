import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@sim/db';
import { accessLogPort } from '@sim/ports/documents';
import { advanceClock } from '@sim/lib/clock';
import { simulatorConfig } from '@sim/lib/config';
import { startSession } from '@healthcare-portal/rules/accounts/sessions';
import { accountPorts } from '@sim/ports/account-ports';
import { useSimulator } from '../../support/simulator';

useSimulator();
const defaults = { ...simulatorConfig, accounts: { ...simulatorConfig.accounts } };
afterEach(() => {
  Object.assign(simulatorConfig.accounts, defaults.accounts);
  Object.assign(simulatorConfig, { ...defaults, accounts: simulatorConfig.accounts });
});

// Issue 11, point 9: nothing the server keeps per request grows without bound.
describe('trimming what the simulator keeps', () => {
  it('keeps the newest maxAccessLogEntries access-log entries', async () => {
    simulatorConfig.maxAccessLogEntries = 5;
    for (let read = 0; read < 12; read++)
      await accessLogPort.record({ userId: 'user-staff', action: 'read-file', resource: `key-${read}`, at: read });
    expect(db.accessLog.count()).toBe(5);
    expect(db.accessLog.getAll().map((entry) => entry.resource)).toContain('key-11');
  });

  it('drops the oldest tenth at once when the log is full, never holding more than maxAccessLogEntries', async () => {
    simulatorConfig.maxAccessLogEntries = 20;
    for (let read = 0; read < 21; read++)
      await accessLogPort.record({ userId: 'user-staff', action: 'read-file', resource: `key-${read}`, at: read });
    const kept = db.accessLog.getAll().map((entry) => entry.resource);
    expect(kept).toHaveLength(18);
    expect(kept).not.toContain('key-2');
    expect(kept).toContain('key-3');
    expect(kept).toContain('key-20');
  });

  it('ends the oldest session past maxSessionsPerUser and sweeps expired ones at the next sign-in', async () => {
    simulatorConfig.accounts.sessionsPerUser = 3;
    for (let signIn = 0; signIn < 5; signIn++) await startSession(accountPorts, 'user-staff', 'full');
    expect(db.session.findMany({ where: { userId: { equals: 'user-staff' } } })).toHaveLength(3);

    await startSession(accountPorts, 'user-clinical', 'full');
    advanceClock(simulatorConfig.accounts.sessionIdleMs + 1);
    await startSession(accountPorts, 'user-admin', 'full');
    expect(db.session.findMany({ where: { userId: { equals: 'user-staff' } } })).toHaveLength(0);
    expect(db.session.count()).toBe(1);
  });
});
