import { ACCOUNT_STATES, PACT_ACCOUNTS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { sendCooldownBucket, sendCountBucket } from '@healthcare-portal/rules/accounts/send-clock';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { simulatorConfig } from '../../lib/config';
import { sha256 } from '../../lib/crypto';
import { codesPort } from '../../ports/codes';
import { rateEventsPort } from '../../ports/rate-events';
import { baseProviderStates, resetForState, signIn, type StateHandler } from '../provider-states';

const pending = PACT_USERS.pending;
const policy = () => simulatorConfig.accounts;

/** The pending account holds code 246810, sent at `sentAt` (its send clock says so), and a verify-only session. */
async function pendingWithCode(sentAt: number): Promise<void> {
  await baseProviderStates[ACCOUNT_STATES.pendingAccount]?.({});
  await codesPort.put(pending.id, {
    codeHash: await sha256(PACT_ACCOUNTS.code),
    expiresAt: nowMs() + policy().codeValidMs,
    attemptsLeft: policy().codeAttempts,
  });
  await rateEventsPort.record(sendCooldownBucket('code', pending.id, pending.email), sentAt);
  await rateEventsPort.record(sendCountBucket('code', pending.id), sentAt);
  await signIn(pending.id, PACT_ACCOUNTS.pendingSession, 'verify');
}

/** Provider states of the account pacts (contracts/users). */
export const userProviderStates: Record<string, StateHandler> = {
  [ACCOUNT_STATES.codeSentLongAgo]: () => pendingWithCode(nowMs() - policy().codeCooldownMs - 1000),
  [ACCOUNT_STATES.codeSentJustNow]: () => pendingWithCode(nowMs()),
  [ACCOUNT_STATES.resetRequested]: async () => {
    await resetForState();
    db.resetToken.create({
      userId: PACT_USERS.clinical.id,
      tokenHash: await sha256(PACT_ACCOUNTS.resetToken),
      expiresAt: nowMs() + policy().resetTokenValidMs,
    });
  },
  [ACCOUNT_STATES.staffLocked]: async () => {
    await resetForState();
    db.signInFailure.create({ email: PACT_USERS.staff.email, failures: 0, lockedUntil: nowMs() + policy().lockMs });
  },
};
