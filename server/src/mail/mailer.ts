import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Clock } from '@healthcare-portal/rules/clock';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

export type Mailer = {
  send: (to: string, subject: string, text: string) => Promise<void>;
  /** True when mail is kept in the database outbox (development and test only) and readable over HTTP. */
  readonly keepsOutbox: boolean;
};

/** Development and test without SMTP_URL: mail is kept in mail_outbox, read at GET /api/v1/_dev/outbox. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    keepsOutbox: true,
    send: async (to, subject, text) => {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: to, subject, text, sent_at: new Date(clock.now()) })
        .execute();
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    keepsOutbox: false,
    send: async (to, subject, text) => {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** nodemailer over SMTP_URL; without it the outbox, which production refuses (loadConfig already stops the start). */
export function createMailer(config: Config, db: Db, clock: Clock, log?: Logger): Mailer {
  const inner = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, clock);
  if (!config.smtpUrl && config.env === 'production') throw new Error('SMTP_URL is required in production.');
  return {
    keepsOutbox: inner.keepsOutbox,
    send: async (to, subject, text) => {
      await inner.send(to, subject, text);
      // Only that a message went out: never the address, the code or the link.
      log?.info({ subject }, 'mail sent');
    },
  };
}
