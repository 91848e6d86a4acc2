import { parseArgs } from 'node:util';
import { resetLink } from '@healthcare-portal/contracts/users/reset-password';
import { accountEmail } from '@healthcare-portal/contracts/fields';
import { randomId, randomToken } from '../auth/crypto.ts';
import { newResetToken } from '../auth/reset-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../auth/users.ts';
import { systemClock } from '@healthcare-portal/rules/clock';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createMailer } from '../mail/mailer.ts';

/**
 * npm run server:create-admin -- --email admin@clinic.org [--name "Full Name"]
 * Admin accounts never come from sign-up. This makes a verified Admin with no usable password and a one-time
 * password-reset link (valid 30 minutes), printed here and mailed to the address: no password ever passes through
 * a shell or its history. Run it again for a fresh link.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = accountEmail.safeParse(values.email ?? '');
if (!parsed.success) {
  console.error('Usage: npm run server:create-admin -- --email admin@clinic.org [--name "Full Name"]');
  process.exit(2);
}
const email = parsed.data.toLowerCase();
const config = loadConfig();
const clock = systemClock;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  let user = await findUserByEmail(db, email);
  if (user && user.role !== 'Admin') {
    console.error(`${email} already has a ${user.role} account; choose another address.`);
    process.exit(1);
  }
  user ??= await db
    .insertInto('users')
    .values({
      id: `user-${randomId()}`,
      email,
      // A random password nobody knows: the reset link below sets the real one.
      password_hash: await hashPassword(randomToken(32)),
      role: 'Admin',
      full_name: values.name?.trim() || 'Administrator',
      hipaa_acknowledgement: true,
      profile_pic: null,
      is_email_verified: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await newResetToken({ db, clock, config }, user.id);
  const link = resetLink(config.appUrl, token);
  await createMailer(config, db, clock).send(
    email,
    'Your HealthCare Portal Admin account',
    `An Admin account was created for you. Choose your password here (valid 30 minutes, once): ${link}\nOr enter this reset token: ${token}`,
  );
  console.log(`Admin ${email} is ready. Open this link within 30 minutes to choose the password:\n${link}`);
} finally {
  await db.destroy();
}
