import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Mail, Mailer as MailPort } from '@healthcare-portal/rules/accounts/ports';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

/** The rules' mailer, and whether mail is kept in the database outbox (development and test only) and readable over HTTP. */
export type Mailer = MailPort & { readonly keepsOutbox: boolean };

/** Development and test without SMTP_URL: mail is kept in mail_outbox, read at GET /api/v1/_dev/outbox. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  const send = async ({ to, subject, text }: Mail) => {
    await db
      .insertInto('mail_outbox')
      .values({ to_address: to, subject, text, sent_at: new Date(clock.now()) })
      .execute();
  };
  // Writing to the outbox is quick and tests read it next: the background send waits for it too.
  return { keepsOutbox: true, send, sendInBackground: send };
}

export function smtpMailer(smtpUrl: string, from: string, log?: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const send = async ({ to, subject, text }: Mail) => {
    await transport.sendMail({ from, to, subject, text });
    // Only that a message went out: never the address, the code or the link.
    log?.info({ subject }, 'mail sent');
  };
  return {
    keepsOutbox: false,
    send,
    sendInBackground: async (mail) => {
      send(mail).catch((error: unknown) => log?.error({ err: { type: (error as Error).name } }, 'mail failed'));
    },
  };
}

/** nodemailer over SMTP_URL; without it the outbox, which production refuses (loadConfig already stops the start). */
export function createMailer(config: Config, db: Db, clock: Clock, log?: Logger): Mailer {
  if (!config.smtpUrl && config.env === 'production') throw new Error('SMTP_URL is required in production.');
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(db, clock);
}
