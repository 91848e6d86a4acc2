import { db } from '../db';
import { randomId } from './crypto';

/** Sent e-mails land in the outbox (window.simulator.outbox() and the dev panel). */
export function sendMail(to: string, subject: string, text: string): void {
  db.mail.create({ id: randomId(), to, subject, text, sentAt: new Date().toISOString() });
  // The console shows only that a message went out; its text stays in the outbox.
  console.info(`[simulator] e-mail sent: ${subject}`);
}

export const outbox = () =>
  db.mail
    .getAll()
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt }));
