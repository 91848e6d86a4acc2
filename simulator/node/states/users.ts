import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { simulatorConfig } from '../../lib/config';
import { sha256 } from '../../lib/crypto';
import { startSession } from '../../lib/sessions';
import { resetSimulator } from '../../lifecycle';
import { baseProviderStates, type StateHandler } from '../provider-states';

/** Fixed secrets the account pacts carry; they exist only when one of these states creates them. */
export const PACT_ACCOUNTS = {
  pendingSession: 'pact-session-pending-0000000000000000',
  code: '246810',
  resetToken: 'pact-reset-token-00000000000000000000000000',
} as const;

const pendingUserId = 'user-pending';

async function pendingWithCode(sentAt: number): Promise<void> {
  await baseProviderStates['an unverified account pending@demo.health exists']?.({});
  db.verificationCode.create({
    userId: pendingUserId,
    codeHash: await sha256(PACT_ACCOUNTS.code),
    expiresAt: nowMs() + simulatorConfig.codeValidMs,
    attemptsLeft: simulatorConfig.codeAttempts,
    sentAt,
  });
  await startSession(pendingUserId, 'verify', PACT_ACCOUNTS.pendingSession);
}

/** Provider states of the account pacts (contracts/users). */
export const userProviderStates: Record<string, StateHandler> = {
  'pending@demo.health was sent code 246810 over a minute ago and holds a verify-only session': () =>
    pendingWithCode(nowMs() - simulatorConfig.codeCooldownMs - 1000),
  'pending@demo.health was sent a code just now and holds a verify-only session': () => pendingWithCode(nowMs()),
  'clinical@demo.health asked for a password reset': async () => {
    await resetSimulator();
    db.resetToken.create({
      userId: 'user-clinical',
      tokenHash: await sha256(PACT_ACCOUNTS.resetToken),
      expiresAt: nowMs() + simulatorConfig.resetTokenValidMs,
    });
  },
  'staff@demo.health is locked after five failed sign-ins': async () => {
    await resetSimulator();
    db.user.update({ where: { id: { equals: 'user-staff' } }, data: { lockedUntil: nowMs() + simulatorConfig.lockMs } });
  },
};
