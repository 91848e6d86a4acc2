// Limit sessions: per-address and per-account counts, their 429s and Retry-After as the clock moves, and the work a
// refused sign-in costs.
import { median } from '../../probes/accounts';
import type { Session } from '../script';
import { address, PASSWORD, sendCode, signIn, signUp, verify, WRONG_PASSWORD, wrongCodeFor } from '../steps';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const limitSessions: Session[] = [
  {
    name: 'resend and change-email count as mail requests of the client address',
    run: async (s) => {
      const account = await signUp(s, address('mail-requests', 'ann'));
      for (let request = 1; request <= 6; request++) await sendCode(s, account, account.email, `resend ${request}`);
      for (let request = 1; request <= 5; request++) {
        await sendCode(s, account, address('mail-requests', `ann-${request}`), `change the address ${request}`);
      }
      await s.advance(15 * MINUTE + SECOND);
      await sendCode(s, account, account.email, 'resend 15 minutes later');
    },
  },
  {
    name: 'failed sign-ins per client address: 429 and a Retry-After that counts down',
    run: async (s) => {
      const browser = s.client();
      for (let attempt = 1; attempt <= 20; attempt++) {
        await signIn(s, browser, address('address-limit', `guess-${attempt}`), WRONG_PASSWORD, `failed sign-in ${attempt}`);
      }
      await signIn(s, browser, address('address-limit', 'one-more'), WRONG_PASSWORD, 'one more');
      await s.advance(30 * SECOND);
      await signIn(s, browser, address('address-limit', 'one-more'), WRONG_PASSWORD, 'one more, 30 seconds later');
      await s.advance(14 * MINUTE + 30 * SECOND + SECOND);
      await signIn(s, browser, address('address-limit', 'one-more'), WRONG_PASSWORD, 'one more, once 15 minutes passed');
    },
  },
  {
    name: 'wrong codes per account across codes, and per client address',
    run: async (s) => {
      const account = await signUp(s, address('wrong-codes', 'bo'));
      for (let round = 1; round <= 2; round++) {
        const code = await s.code(account.email);
        for (let attempt = 1; attempt <= 5; attempt++)
          await verify(s, account, wrongCodeFor(code), `round ${round}: wrong code ${attempt}`);
        await s.advance(MINUTE + SECOND);
        await sendCode(s, account, account.email, `round ${round}: a new code`);
      }
      await verify(s, account, await s.code(account.email), 'the right code after ten wrong ones');
      await s.advance(20 * MINUTE);
      await verify(s, account, await s.code(account.email), 'the right code 20 minutes later');
      const guesser = s.client();
      for (let attempt = 1; attempt <= 11; attempt++) {
        await verify(
          s,
          { email: address('wrong-codes', `nobody-${attempt}`), client: guesser },
          '123456',
          `guess ${attempt} for unknown addresses`,
        );
      }
    },
  },
  {
    name: 'a sign-in to a locked account costs a password check, as a wrong password does',
    run: async (s) => {
      const browser = s.client();
      const locked = address('timing', 'locked');
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(s, browser, locked, WRONG_PASSWORD, `lock ${locked}: failure ${attempt}`);
      const lockedTimes: number[] = [];
      const wrongTimes: number[] = [];
      // Alternating samples, compared within this run: a time is only ever measured against its neighbour.
      for (let sample = 1; sample <= 4; sample++) {
        let started = performance.now();
        await signIn(s, browser, locked, PASSWORD, `the locked address, sample ${sample}`);
        lockedTimes.push(performance.now() - started);
        started = performance.now();
        await signIn(s, browser, address('timing', `unknown-${sample}`), WRONG_PASSWORD, `an unknown address, sample ${sample}`);
        wrongTimes.push(performance.now() - started);
      }
      s.observe('the locked answer takes at least half as long as a wrong password', median(lockedTimes) >= median(wrongTimes) / 2);
    },
  },
];
