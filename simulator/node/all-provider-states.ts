import { baseProviderStates, type StateHandler } from './provider-states';
import { auditReportProviderStates } from './states/audit-reports';
import { clockProviderStates } from './states/clock';
import { documentProviderStates } from './states/documents';
import { progressProviderStates } from './states/progress';
import { userProviderStates } from './states/users';

/** Every provider state the pact files name; each area keeps its own in simulator/node/states/. */
export const providerStates: Record<string, StateHandler> = {
  ...baseProviderStates,
  ...auditReportProviderStates,
  ...clockProviderStates,
  ...documentProviderStates,
  ...progressProviderStates,
  ...userProviderStates,
};
