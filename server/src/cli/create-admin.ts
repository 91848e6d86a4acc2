import { parseArgs } from 'node:util';
import { accountEmail } from '@healthcare-portal/contracts/fields';
import { inviteAdmin } from '@healthcare-portal/rules/accounts/invite-admin';
import { systemClock } from '@healthcare-portal/rules/clock';
import { isRefusal } from '@healthcare-portal/rules/refusal';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createMailer } from '../mail/mailer.ts';
import { accountPorts } from '../ports/account-ports.ts';

/**
 * npm run server:create-admin -- --email admin@clinic.org [--name "Full Name"]
 * Admin accounts never come from sign-up (rules/accounts/invite-admin.ts): a verified Admin with no usable password
 * and a one-time password-reset link, printed here and mailed to the address: no password ever passes through a
 * shell or its history. Run it again for a fresh link.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = accountEmail.safeParse(values.email ?? '');
if (!parsed.success) {
  console.error('Usage: npm run server:create-admin -- --email admin@clinic.org [--name "Full Name"]');
  process.exit(2);
}
const config = loadConfig();
const clock = systemClock;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const ports = accountPorts({ db, clock, mailer: createMailer(config, db, clock), policy: config, appUrl: config.appUrl });
  const { link } = await inviteAdmin(ports, { email: parsed.data, fullName: values.name?.trim() || 'Administrator' });
  console.log(
    `Admin ${parsed.data.toLowerCase()} is ready. Open this link within ${config.resetTokenValidMs / 60_000} minutes to choose the password:\n${link}`,
  );
} catch (error) {
  if (!isRefusal(error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
