// Issue 11 points 1-4, 9, 13 and 14: provider states, restricted sessions, mail limits, enumeration, passwords.
import { ACCOUNT_STATES } from '@healthcare-portal/contracts/provider-states';
import {
  check,
  expectStatus,
  freshEmail,
  lastCode,
  median,
  outbox,
  PROBE_PASSWORD,
  signIn,
  signUp,
  signupBody,
  verifiedAccount,
  verify,
} from './accounts';
import type { Answer } from './client';
import type { Probe } from './probe';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
const WRONG_PASSWORD = 'Wrong@Pass123';

function expectRetryAfter(answer: Answer): void {
  expectStatus(answer, 429);
  const value = Number(answer.headers['retry-after']);
  check(Number.isInteger(value) && value > 0, `429 without a Retry-After header (got ${String(answer.headers['retry-after'])})`);
}

const fieldError = (answer: Answer, field: string) =>
  ((answer.json?.body as { errors?: Record<string, string> } | null)?.errors ?? {})[field] ?? answer.json?.message ?? '';

export const accountProbes: Probe[] = [
  {
    point: '1',
    name: 'provider states: POST /_simulator/provider-states answers 404 on a default start',
    run: async ({ client }) => {
      const probe = client();
      const state = { state: ACCOUNT_STATES.adminSignedIn, action: 'setup', params: {} };
      expectStatus(await probe.post('/_simulator/provider-states', { json: state }), 404);
      expectStatus(
        await probe.post('/_simulator/provider-states', { body: JSON.stringify(state), headers: { 'content-type': 'text/plain' } }),
        404,
      );
    },
  },
  {
    point: '2',
    name: 'a verify-only cookie ends when the account is verified with another one',
    run: async ({ client }) => {
      const first = client();
      const { email } = await signUp(first); // cookie A (verify-only)
      const second = client();
      expectStatus(await signIn(second, email, PROBE_PASSWORD), 200); // cookie B (verify-only)
      expectStatus(await verify(second, email, await lastCode(second, email)), 200);
      const attacker = freshEmail('attacker');
      expectStatus(await first.patch('/users/update/me', { json: { email: attacker } }), 401, 403);
    },
  },
  {
    point: '2',
    name: 'a verify-only cookie ends when a newer one is issued',
    run: async ({ client }) => {
      const first = client();
      const { email } = await signUp(first);
      expectStatus(await signIn(client(), email, PROBE_PASSWORD), 200);
      expectStatus(await first.patch('/users/update/me', { json: { email: freshEmail('attacker') } }), 401, 403);
    },
  },
  {
    point: '2',
    name: 'changing a verified e-mail needs the current password, notifies the old address and restricts the session at once',
    run: async ({ client }) => {
      const owner = client();
      const { email, id } = await verifiedAccount(owner);
      const before = (await outbox(owner, email)).length;
      const path = `/users/update/${encodeURIComponent(id)}`;
      expectStatus(await owner.patch(path, { json: { email: freshEmail('moved') } }), 400);
      expectStatus(await owner.patch(path, { json: { email: freshEmail('moved'), currentPassword: 'Wrong@1234' } }), 400);
      check((await outbox(owner, email)).length === before, 'the address moved without the current password');
      expectStatus(await owner.patch(path, { json: { email: freshEmail('moved'), currentPassword: PROBE_PASSWORD } }), 200);
      check((await outbox(owner, email)).length > before, 'the old address was not told of the change');
      expectStatus(await owner.get('/audit-reports/filter'), 401, 403);
    },
  },
  {
    point: '3',
    name: 'five wrong codes do not reset the resend cooldown (429 with Retry-After)',
    run: async ({ client }) => {
      const user = client();
      const { email } = await signUp(user);
      const code = await lastCode(user, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) expectStatus(await verify(user, email, wrong), 400);
      expectRetryAfter(await user.patch('/users/update/me', { json: { email } }));
    },
  },
  {
    point: '3',
    name: 'forgot-password sends at most one mail per account per cooldown and limits each address (Retry-After)',
    run: async ({ client }) => {
      const user = client();
      const { email } = await verifiedAccount(user);
      const before = (await outbox(user, email)).length;
      const asker = client();
      const answers: Answer[] = [];
      for (let request = 0; request < 25; request++) answers.push(await asker.post('/users/forgot-password', { json: { email } }));
      const sent = (await outbox(user, email)).length - before;
      check(sent <= 1, `25 requests sent ${sent} reset mails`);
      const refused = answers.find((answer) => answer.status === 429);
      check(refused, 'one client address asked 25 times without a 429');
      expectRetryAfter(refused);
    },
  },
  {
    point: '3',
    name: 'wrong verification codes are limited per client address (429 with Retry-After)',
    run: async ({ client }) => {
      const guesser = client();
      let last: Answer | null = null;
      for (let attempt = 0; attempt < 25 && last?.status !== 429; attempt++) last = await verify(guesser, freshEmail('nobody'), '123456');
      check(last, 'no answer');
      expectRetryAfter(last);
    },
  },
  {
    point: '4',
    name: 'a wrong password costs the same for a real and an unknown account (medians of alternating samples)',
    run: async ({ client }) => {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 3; round++) {
        const attacker = client();
        const { email } = await signUp(client());
        // Four failures per account (a fifth would lock it), alternating with unknown addresses.
        for (let sample = 0; sample < 4; sample++) {
          let at = performance.now();
          expectStatus(await signIn(attacker, email, WRONG_PASSWORD), 401);
          known.push(performance.now() - at);
          at = performance.now();
          expectStatus(await signIn(attacker, freshEmail('nobody'), WRONG_PASSWORD), 401);
          unknown.push(performance.now() - at);
        }
      }
      const ratio = median(known) / median(unknown);
      check(
        ratio < 1.5 && ratio > 1 / 1.5,
        `medians differ: ${median(known).toFixed(1)} ms real, ${median(unknown).toFixed(1)} ms unknown`,
      );
    },
  },
  {
    point: '4',
    name: 'an unknown e-mail locks after five failures (423) like a real account',
    run: async ({ client }) => {
      const attacker = client();
      const { email } = await signUp(client());
      const nobody = freshEmail('nobody');
      const real: number[] = [];
      const fake: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        real.push((await signIn(attacker, email, WRONG_PASSWORD)).status);
        fake.push((await signIn(attacker, nobody, WRONG_PASSWORD)).status);
      }
      check(real.join() === fake.join(), `real account answered ${real.join()}, unknown answered ${fake.join()}`);
      check(fake.at(-1) === 423, `the fifth failure answered ${fake.at(-1)}, not 423`);
    },
  },
  {
    point: '9',
    name: 'sessions are trimmed: eleven sign-ins end the oldest session',
    run: async ({ client }) => {
      const first = client();
      const { email } = await verifiedAccount(first);
      for (let signIns = 0; signIns < 10; signIns++) expectStatus(await signIn(client(), email, PROBE_PASSWORD), 200);
      expectStatus(await first.get('/audit-reports/filter'), 401);
    },
  },
  {
    point: '13',
    name: 'profilePic takes only an https URL or an app file URL',
    run: async ({ client }) => {
      const user = client();
      const { id } = await verifiedAccount(user);
      const path = `/users/update/${encodeURIComponent(id)}`;
      for (const bad of ['javascript:alert(1)', 'http://images.example.org/a.png', 'data:image/png;base64,AAAA', '//evil.example/a.png']) {
        const answer = expectStatus(await user.patch(path, { json: { profilePic: bad } }), 400);
        check(fieldError(answer, 'profilePic'), `no message for ${bad}`);
      }
      expectStatus(await user.patch(path, { json: { profilePic: 'https://images.example.org/a.png' } }), 200);
    },
  },
  {
    point: '14',
    name: "a common password is refused at sign-up with 'This password is too common...'",
    run: async ({ client }) => {
      const answer = expectStatus(
        await client().post('/users/signup', { json: signupBody(freshEmail(), { password: 'Password1!' }) }),
        400,
      );
      check(fieldError(answer, 'password') === COMMON_PASSWORD_MESSAGE, `message was: ${fieldError(answer, 'password')}`);
    },
  },
  {
    point: '14',
    name: 'a common password is refused at password reset',
    run: async ({ client }) => {
      const user = client();
      const { email } = await verifiedAccount(user);
      expectStatus(await user.post('/users/forgot-password', { json: { email } }), 200);
      const mail = (await outbox(user, email)).reverse().find((one) => /reset/i.test(one.subject));
      const token = mail?.text.match(/reset token: (\S+)/)?.[1];
      check(token, 'no reset token was mailed');
      const answer = expectStatus(await user.post('/users/reset-password', { json: { token, newPassword: 'Password1!' } }), 400);
      check(fieldError(answer, 'newPassword') === COMMON_PASSWORD_MESSAGE, `message was: ${fieldError(answer, 'newPassword')}`);
    },
  },
];
