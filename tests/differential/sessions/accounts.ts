// Account sessions: sign-up, codes, resend, sign-in and lock-out, reset, e-mail change, profile edits.
import { DEMO } from '../../probes/accounts';
import type { Session } from '../script';
import {
  address,
  listReports,
  PASSWORD,
  sendCode,
  signIn,
  signUp,
  updateProfile,
  verifiedAccount,
  verify,
  WRONG_PASSWORD,
  wrongCodeFor,
} from '../steps';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const accountSessions: Session[] = [
  {
    name: "sign-up, wrong and right codes, resend on the cooldown's edges",
    run: async (s) => {
      const account = await signUp(s, address('codes', 'nora'));
      const first = await s.code(account.email);
      await verify(s, account, wrongCodeFor(first), 'a wrong code');
      await verify(s, account, wrongCodeFor(first), 'a wrong code again');
      await sendCode(s, account, account.email, 'resend at once');
      await s.advance(45 * SECOND + 500);
      await sendCode(s, account, account.email, 'resend 45.5 s after the first code');
      await s.advance(14 * SECOND);
      await sendCode(s, account, account.email, 'resend half a second before the minute is up');
      await s.advance(500);
      await sendCode(s, account, account.email, 'resend when the minute is up');
      await verify(s, account, first, 'the first code, replaced by the second');
      await verify(s, account, await s.code(account.email), 'the second code');
      await listReports(s, account.client);
    },
  },
  {
    name: 'five wrong codes void the code but not the cooldown; codes expire after 10 minutes',
    run: async (s) => {
      const account = await signUp(s, address('void', 'omar'));
      const code = await s.code(account.email);
      for (let attempt = 1; attempt <= 5; attempt++) await verify(s, account, wrongCodeFor(code), `wrong code ${attempt}`);
      await verify(s, account, code, 'the right code after five wrong ones');
      await sendCode(s, account, account.email, 'resend right after the code was voided');
      await s.advance(MINUTE + SECOND);
      await sendCode(s, account);
      const second = await s.code(account.email);
      await s.advance(10 * MINUTE + SECOND);
      await verify(s, account, second, 'a code 10 minutes old');
      await verify(s, { email: address('void', 'nobody'), client: account.client }, second, 'a code for an unknown address');
    },
  },
  {
    name: 'sign-up refusals: fields, roles, common passwords, taken addresses',
    run: async (s) => {
      const client = s.client();
      const post = (label: string, json: unknown) => s.call(label, client, 'POST', '/users/signup', { json });
      await post('an empty sign-up', {});
      await post('a malformed address and a short name', { fullName: 'A', email: 'not-an-address', password: PASSWORD });
      await signUp(s, address('refusals', 'weak'), { password: 'weakpass' });
      await signUp(s, address('refusals', 'common'), { password: 'Password1!' });
      await signUp(s, address('refusals', 'admin'), { role: 'Admin' });
      await signUp(s, address('refusals', 'chief'), { role: 'Chief' });
      await signUp(s, address('refusals', 'clinician'), { role: 'Clinical User' });
      await signUp(s, address('refusals', 'taken'));
      await signUp(s, address('refusals', 'taken').toUpperCase());
      await signUp(s, DEMO.clinical.email);
    },
  },
  {
    name: 'sign-in: unverified, wrong passwords, lock-out and its end',
    run: async (s) => {
      const pending = await signUp(s, address('signin', 'pending'));
      await signIn(s, s.client(), pending.email, PASSWORD, 'an unverified account signs in');
      s.observe('codes mailed to the unverified account', (await s.mails(pending.email)).length);

      const account = await verifiedAccount(s, address('signin', 'lee'));
      const browser = s.client();
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(s, browser, account.email, WRONG_PASSWORD, `wrong password ${attempt}`);
      await signIn(s, browser, account.email, PASSWORD, 'the right password while locked');
      await s.advance(5 * MINUTE);
      await signIn(s, browser, account.email, PASSWORD, 'the right password 5 minutes later');
      await s.advance(10 * MINUTE + SECOND);
      await signIn(s, browser, account.email, PASSWORD, 'the right password once the lock is over');
      await listReports(s, browser);
      await s.call('sign out', browser, 'POST', '/users/logout');
      await listReports(s, browser, 'list after signing out');

      const nobody = address('signin', 'nobody');
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(s, browser, nobody, WRONG_PASSWORD, `unknown address ${attempt}`);
    },
  },
  {
    name: 'password reset: the same answer for everyone, single use, every session ends',
    run: async (s) => {
      const account = await verifiedAccount(s, address('reset', 'rae'));
      const other = s.client();
      const forgot = (email: string, label: string) => s.call(label, other, 'POST', '/users/forgot-password', { json: { email } });
      await forgot(account.email, 'forgot password');
      await forgot(address('reset', 'nobody'), 'forgot password for an unknown address');
      await forgot(account.email, 'forgot password again within the minute');
      s.observe('reset mails sent', (await s.mails(account.email)).filter((mail) => /reset/i.test(mail.subject)).length);
      const token = await s.resetToken(account.email);
      const reset = (json: unknown, label: string) => s.call(label, other, 'POST', '/users/reset-password', { json });
      await reset({ token: 'not-a-real-token-at-all', newPassword: 'Fresh@Pass987' }, 'reset with a made-up token');
      await reset({ token, newPassword: 'short' }, 'reset with a weak password');
      await reset({ token, newPassword: 'Fresh@Pass987' }, 'reset with the mailed token');
      await reset({ token, newPassword: 'Other@Pass987' }, 'the same token again');
      await listReports(s, account.client, 'the session from before the reset');
      await listReports(s, other, 'the session the reset started');
      await signIn(s, s.client(), account.email, PASSWORD, 'the old password');
      await signIn(s, s.client(), account.email, 'Fresh@Pass987', 'the new password');
      await s.advance(MINUTE + SECOND);
      await forgot(account.email, 'forgot password a minute later');
      await s.advance(30 * MINUTE + SECOND);
      await reset({ token: await s.resetToken(account.email), newPassword: 'Late@Pass987' }, 'a token 30 minutes old');
    },
  },
  {
    name: 'e-mail change: current password, restricted sessions, the old address told',
    run: async (s) => {
      const account = await verifiedAccount(s, address('move', 'kim'));
      const moved = address('move', 'kim-new');
      await updateProfile(s, account, { email: moved }, 'a new address without the current password');
      await updateProfile(s, account, { email: moved, currentPassword: WRONG_PASSWORD }, 'a new address with a wrong password');
      await updateProfile(s, account, { email: DEMO.staff.email, currentPassword: PASSWORD }, 'an address someone else has');
      await updateProfile(s, account, { email: moved, currentPassword: PASSWORD }, 'a new address with the current password');
      s.observe(
        'mails to the old address',
        (await s.mails(account.email)).map((mail) => mail.subject),
      );
      await listReports(s, account.client, 'list while the new address is unverified');
      await updateProfile(s, account, { department: 'Cardiology' }, 'edit the profile while unverified');
      await verify(s, { email: moved, client: account.client }, await s.code(moved), 'verify the new address');
      await listReports(s, account.client, 'list once verified');
      await signIn(s, s.client(), account.email, PASSWORD, 'sign in with the old address');
    },
  },
  {
    name: 'profile edits: own fields, clinical fields, roles, pictures, other people',
    run: async (s) => {
      const account = await verifiedAccount(s, address('profile', 'ida'));
      await updateProfile(s, account, { department: '  Cardiology ', address: '' }, 'edit the department, clear the address');
      await updateProfile(s, account, { fullName: 'A' }, 'a one-letter name');
      await updateProfile(s, account, { npiNumber: '1234567893', taxonomyCode: '207R00000X' }, 'clinical fields on a staff account');
      await updateProfile(s, account, { role: 'Admin' }, 'make oneself Admin');
      await updateProfile(s, account, { role: 'Office Staff' }, "keep one's own role");
      await updateProfile(s, account, { profilePic: 'javascript:alert(1)' }, 'a script as profile picture');
      await updateProfile(s, account, { profilePic: 'http://pictures.example.org/me.png' }, 'an http profile picture');
      await updateProfile(s, account, { profilePic: '' }, 'an empty profile picture');
      await updateProfile(s, account, { profilePic: 'https://pictures.example.org/me.png' }, 'an https profile picture');
      await updateProfile(s, account, { shoeSize: 42 }, 'a field the profile does not have');
      await updateProfile(s, account, { department: 'Oncology' }, "someone else's profile", 'user-admin');

      const admin = { email: DEMO.admin.email, id: 'user-admin', client: s.client() };
      await signIn(s, admin.client, DEMO.admin.email, DEMO.admin.password, 'the Admin signs in');
      await updateProfile(s, admin, { department: 'Radiology' }, "the Admin edits the user's department", account.id);
      await updateProfile(s, admin, { role: 'Auditor User' }, "the Admin changes the user's role", account.id);
      await updateProfile(s, admin, { role: 'Office Staff' }, 'the Admin changes their own role');
      await updateProfile(s, admin, { department: 'x' }, 'the Admin edits an unknown user', 'user-nobody');
      await s.call('sign out', account.client, 'POST', '/users/logout');
      await updateProfile(s, account, { department: 'Oncology' }, 'edit after signing out');
    },
  },
];
