import type { RateEvents, SignInFailures } from '@healthcare-portal/rules/accounts/ports';
import { HOUR_MS } from '@healthcare-portal/rules/accounts/policy';
import { db } from '../db';
import { randomId } from '../lib/crypto';

/** No window is longer than an hour: older events are swept now and then, so the table never only grows. */
const SWEEP_EVERY = 500;
let sinceSweep = 0;

function sweep(at: number): void {
  db.rateEvent.deleteMany({ where: { at: { lt: at - HOUR_MS } } });
}

/** Events in the simulator's database: kept with the rest of its data (a reload of the tab keeps the send clocks). */
export const rateEventsPort: RateEvents = {
  timesAfter: async (bucket, since) =>
    db.rateEvent
      .findMany({ where: { bucket: { equals: bucket }, at: { gt: since } } })
      .map((event) => event.at)
      .sort((a, b) => a - b),
  record: async (bucket, at) => {
    db.rateEvent.create({ id: randomId(), bucket, at });
    if (++sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      sweep(at);
    }
  },
};

export const signInFailuresPort: SignInFailures = {
  find: async (email) => {
    const failure = db.signInFailure.findFirst({ where: { email: { equals: email } } });
    return failure ? { failures: failure.failures, lockedUntil: failure.lockedUntil } : null;
  },
  put: async (email, failure) => {
    db.signInFailure.delete({ where: { email: { equals: email } } });
    db.signInFailure.create({ email, ...failure });
  },
  clear: async (email) => {
    db.signInFailure.delete({ where: { email: { equals: email } } });
  },
};
