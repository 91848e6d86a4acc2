import type { ProbeClient } from './client';

/** One probe: a rule of issue 11 (or an access-control rule) checked over HTTP; it throws when the rule does not hold. */
export type Probe = {
  /** The issue 11 point it checks ('1'...'16'), or 'access' for the access-control probes. */
  point: string;
  name: string;
  run: (context: ProbeContext) => Promise<void>;
};

export type ProbeContext = {
  base: URL;
  /** A new client: no cookies, and its own source address where the server is on this machine. */
  client: () => ProbeClient;
};
