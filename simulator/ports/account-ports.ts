import type { AccountPorts } from '@healthcare-portal/rules/accounts/ports';
import { simulatorClock } from '../lib/clock';
import { simulatorConfig } from '../lib/config';
import { outboxMailer } from '../lib/mailer';
import { codesPort, resetLinksPort } from './codes';
import { webCryptoHasher, webRandom } from './hasher';
import { rateEventsPort, signInFailuresPort } from './rate-events';
import { sessionsPort } from './sessions';
import { usersPort } from './users';

/** The account rules' ports on the simulator's @mswjs/data database, its clock, its outbox and Web Crypto. */
export const accountPorts: AccountPorts = {
  users: usersPort,
  codes: codesPort,
  resetLinks: resetLinksPort,
  signInFailures: signInFailuresPort,
  rateEvents: rateEventsPort,
  sessions: sessionsPort,
  mailer: outboxMailer,
  clock: simulatorClock,
  hasher: webCryptoHasher,
  random: webRandom,
  policy: simulatorConfig.accounts,
  appUrl: simulatorConfig.appUrl,
};
