import { advanceClock } from './lib/clock';
import { failNext, setLatency } from './lib/controls';
import { outbox } from './lib/mailer';
import { resetSimulator } from './lifecycle';
import { preparedSeedFiles } from './seed/seed-documents';

/** window.simulator: the dev API the README documents and the browser tests use. */
export const devApi = {
  outbox,
  reset: resetSimulator,
  setLatency,
  failNext,
  /** Moves the simulator's clock forward (cooldowns, code and session expiry) without waiting. */
  advanceClock,
  /** The keys of the seeded reports' files the simulator holds (the warm-up after a sign-in, or a first read). */
  preparedSeedFiles,
};

export type DevApi = typeof devApi;
