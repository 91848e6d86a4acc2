import type { Mail, Mailer } from '@healthcare-portal/rules/accounts/ports';
import { db } from '../db';
import { nowMs } from './clock';
import { randomId } from './crypto';

/** Sent e-mails land in the outbox (window.simulator.outbox() and the dev panel). */
export function sendMail({ to, subject, text }: Mail): void {
  db.mail.create({ id: randomId(), to, subject, text, sentAt: new Date(nowMs()).toISOString() });
  // The console shows only that a message went out; its text stays in the outbox.
  console.info(`[simulator] e-mail sent: ${subject}`);
}

/** The rules' mailer: nothing is delivered, so nothing is worth waiting for. */
export const outboxMailer: Mailer = {
  send: async (mail) => sendMail(mail),
  sendInBackground: async (mail) => sendMail(mail),
};

export const outbox = () =>
  db.mail
    .getAll()
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt }));
