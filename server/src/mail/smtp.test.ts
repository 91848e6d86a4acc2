import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../tests/support/factories/accounts.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { systemClock } from '@healthcare-portal/rules/clock';
import { testConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openStore, type Store } from '../db/open-store.ts';
import { json } from '../testing/test-app.ts';
import { createMailer } from './mailer.ts';

type Received = { to: string[]; subject: string; text: string };

// A real SMTP server from npm on loopback: what the portal sends arrives as a real message.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      })
      .catch(callback);
  },
});

let app: FastifyInstance;
let db: Db;
let store: Store;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` });
  store = await openStore({ memory: true }, config);
  db = store.db;
  // The mailer the server picks from its configuration: SMTP, because SMTP_URL is set.
  app = await buildApp({ config, db, queue: store.queue, mailer: createMailer(config, db, systemClock), clock: systemClock });
}, 120_000);
afterAll(async () => {
  await app.close();
  await store.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP', () => {
  it('delivers a sign-up’s verification code as a real message, and keeps nothing in the development outbox', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      ...json(newAccount({ email: 'smtp@clinic.test' })),
    });
    expect(signup.statusCode).toBe(201);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]?.to).toEqual(['smtp@clinic.test']);
    expect(received[0]?.text).toMatch(/\b\d{6}\b/);
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/_dev/outbox?to=smtp%40clinic.test' });
    expect(outbox.statusCode).toBe(404);
  });
});
