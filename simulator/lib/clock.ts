/** One clock for every rule with a time limit, so tests can move it instead of waiting. */
let offsetMs = 0;

export const nowMs = () => Date.now() + offsetMs;

export function advanceClock(ms: number): void {
  offsetMs += ms;
}

export function resetClock(): void {
  offsetMs = 0;
}
