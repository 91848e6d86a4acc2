import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { simulatorConfig } from '../../lib/config';
import { sha256 } from '../../lib/crypto';
import { startSession } from '../../lib/sessions';
import { resetSimulator } from '../../lifecycle';
import { baseProviderStates, type StateHandler } from '../provider-states';
import { ACCOUNT_STATES, PACT_ACCOUNTS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';

const pendingUserId = PACT_USERS.pending.id;

async function pendingWithCode(sentAt: number): Promise<void> {
  await baseProviderStates[ACCOUNT_STATES.pendingAccount]?.({});
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
  [ACCOUNT_STATES.codeSentLongAgo]: () => pendingWithCode(nowMs() - simulatorConfig.codeCooldownMs - 1000),
  [ACCOUNT_STATES.codeSentJustNow]: () => pendingWithCode(nowMs()),
  [ACCOUNT_STATES.resetRequested]: async () => {
    await resetSimulator();
    db.resetToken.create({
      userId: 'user-clinical',
      tokenHash: await sha256(PACT_ACCOUNTS.resetToken),
      expiresAt: nowMs() + simulatorConfig.resetTokenValidMs,
    });
  },
  [ACCOUNT_STATES.staffLocked]: async () => {
    await resetSimulator();
    db.user.update({ where: { id: { equals: 'user-staff' } }, data: { lockedUntil: nowMs() + simulatorConfig.lockMs } });
  },
};
