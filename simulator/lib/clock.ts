import { movableClock } from '@healthcare-portal/rules/clock';

/** One clock for every rule with a time limit, so tests can move it instead of waiting. */
export const simulatorClock = movableClock();

export const nowMs = () => simulatorClock.now();

export function advanceClock(ms: number): void {
  simulatorClock.advance(ms);
}

export function resetClock(): void {
  simulatorClock.reset();
}
