import { CLOCK_STATES, clockParam } from '@healthcare-portal/contracts/provider-states';
import { simulatorClock } from '../../lib/clock';
import type { StateHandler } from '../provider-states';

/** The clock states (contracts/provider-states.ts): the differential test stops the clock, then moves it on. */
export const clockProviderStates: Record<string, StateHandler> = {
  [CLOCK_STATES.stopped]: async (params) => simulatorClock.stopAt(clockParam(params, 'at')),
  [CLOCK_STATES.movedOn]: async (params) => simulatorClock.advance(clockParam(params, 'ms')),
};
