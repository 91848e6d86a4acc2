/** One clock for every rule with a time limit (cooldowns, expiry, lock-outs, sessions). */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock tests move instead of waiting: it runs with real time until stopped, and `advance` moves it on either way.
 * The simulator runs on one (window.simulator.advanceClock); a server process gets one only when started for
 * contract verification, where provider states stop and move it.
 */
export type MovableClock = Clock & {
  advance: (ms: number) => void;
  /** From now on the clock reads `at` (plus what `advance` adds) until reset. */
  stopAt: (at: number) => void;
  /** Back to real time. */
  reset: () => void;
};

export function movableClock(): MovableClock {
  let stoppedAt: number | null = null;
  let offsetMs = 0;
  return {
    now: () => (stoppedAt ?? Date.now()) + offsetMs,
    advance: (ms) => void (offsetMs += ms),
    stopAt: (at) => {
      stoppedAt = at;
      offsetMs = 0;
    },
    reset: () => {
      stoppedAt = null;
      offsetMs = 0;
    },
  };
}

export const isMovableClock = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function' && typeof (clock as Partial<MovableClock>).stopAt === 'function';
