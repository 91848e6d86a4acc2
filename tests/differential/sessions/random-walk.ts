// Seeded random walks over the account calls: the same seed makes the same choices on every backend for as long as
// their answers agree, so the first difference is found wherever it hides.
import type { Script, Session } from '../script';
import { address, PASSWORD, sendCode, signIn, signUp, updateProfile, verify, WRONG_PASSWORD, wrongCodeFor, type Account } from '../steps';

/** mulberry32: a small, well-known seeded generator; the walk must not depend on Math.random. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLOCK_STEPS_MS = [1_000, 30_000, 61_000, 11 * 60_000, 16 * 60_000, 61 * 60_000];

type Walker = { s: Script; random: () => number; accounts: Account[]; password: string; emails: number };

const pick = <T>(walker: Walker, items: readonly T[]): T => items[Math.floor(walker.random() * items.length)] as T;

/** Each move makes one or two calls; which account and which variant come from the generator. */
const MOVES: ((walker: Walker) => Promise<unknown>)[] = [
  async (w) => {
    const email = address('walk', `user-${++w.emails}`);
    const account = await signUp(w.s, email);
    if (account.id) w.accounts.push(account);
  },
  async (w) => {
    const account = pick(w, w.accounts);
    const code = await w.s.code(account.email);
    return verify(w.s, account, w.random() < 0.6 ? code : wrongCodeFor(code), 'verify');
  },
  async (w) => sendCode(w.s, pick(w, w.accounts)),
  async (w) => {
    const account = pick(w, w.accounts);
    const email = address('walk', `moved-${++w.emails}`);
    const answer = await updateProfile(w.s, account, { email, currentPassword: w.password }, `change the address to ${email}`);
    if (answer.status === 200) account.email = email;
  },
  async (w) => {
    const account = pick(w, w.accounts);
    return signIn(w.s, account.client, account.email, w.random() < 0.5 ? w.password : WRONG_PASSWORD);
  },
  async (w) => {
    const account = pick(w, w.accounts);
    return w.s.call(`forgot password (${account.email})`, w.s.client(), 'POST', '/users/forgot-password', {
      json: { email: account.email },
    });
  },
  async (w) => {
    const account = pick(w, w.accounts);
    const token = w.random() < 0.7 ? await w.s.resetToken(account.email) : 'made-up-token-000000';
    const newPassword = `Walk@${Math.floor(w.random() * 1e6)}x`;
    const answer = await w.s.call(`reset the password (${account.email})`, account.client, 'POST', '/users/reset-password', {
      json: { token: token || 'no-token-was-mailed', newPassword },
    });
    if (answer.status === 200) w.password = newPassword;
  },
  async (w) => {
    const account = pick(w, w.accounts);
    const changes = pick(w, [{ department: 'Cardiology' }, { fullName: 'B' }, { phoneNumber: '+1 555 010 4242' }, { role: 'Admin' }]);
    return updateProfile(w.s, account, changes, `edit the profile ${JSON.stringify(changes)}`);
  },
  async (w) => w.s.call('list my audit reports', pick(w, w.accounts).client, 'GET', '/audit-reports/filter'),
  async (w) => w.s.call('sign out', pick(w, w.accounts).client, 'POST', '/users/logout'),
  async (w) => w.s.advance(pick(w, CLOCK_STEPS_MS)),
];

const walk = (seed: number, steps: number): Session => ({
  name: `random walk, seed ${seed}, ${steps} moves`,
  run: async (s) => {
    // One password for every account of the walk: a reset changes it for the account that was reset only, but a
    // wrong guess for the others reads the same on every backend.
    const walker: Walker = { s, random: generator(seed), accounts: [], password: PASSWORD, emails: 0 };
    await MOVES[0]?.(walker);
    for (let step = 0; step < steps; step++) await pick(walker, MOVES)(walker);
  },
});

export const randomWalkSessions: Session[] = [walk(20261125, 40), walk(7, 40)];
