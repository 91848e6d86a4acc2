import { PACT_PROGRESS, PACT_SESSIONS, PACT_USERS, PROGRESS_STATES } from '@healthcare-portal/contracts/provider-states';
import { progressPublisher } from '../../handlers/documents/processing-progress';
import { resetForState, signIn, type StateHandler } from '../provider-states';

/** Provider states of the progress pacts (tests/contracts/documents/process-progress.pact.test.ts). */
export const progressProviderStates: Record<string, StateHandler> = {
  [PROGRESS_STATES.jobUnderWay]: async () => {
    await resetForState();
    await signIn(PACT_USERS.clinical.id, PACT_SESSIONS.clinical);
    const { progressId, stage, done, total } = PACT_PROGRESS;
    progressPublisher(progressId, PACT_USERS.clinical.id).publish(stage, done, total);
  },
};
