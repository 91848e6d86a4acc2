import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { startSession } from '@healthcare-portal/rules/accounts/sessions';
import { sendCooldownBucket, sendCountBucket } from '@healthcare-portal/rules/accounts/send-clock';
import { isMovableClock } from '@healthcare-portal/rules/clock';
import {
  ACCOUNT_STATES,
  CLOCK_STATES,
  clockParam,
  PACT_ACCOUNTS,
  PACT_SESSIONS,
  PACT_USERS,
  type ProviderStateRequest,
} from '@healthcare-portal/contracts/provider-states';
import type { AppContext } from '../auth/context.ts';
import { NOT_FOUND } from '@healthcare-portal/rules/protocol';
import { envelope } from '../http/envelope.ts';
import { sha256 } from '../ports/hasher.ts';
import { demoPasswordHash, seedDemoAccounts } from '../seed/demo-accounts.ts';
import { documentProviderStates, resetDocumentData } from './provider-states-documents.ts';

export const PROVIDER_STATES_PATH = '/_simulator/provider-states';
export const PROVIDER_STATES_SECRET_HEADER = 'x-provider-states-secret';
export const MIN_SECRET_LENGTH = 32;

/** What a state setter gets: the app's context, and ways back to the seed and to a signed-in pact session. */
export type StateContext = AppContext & {
  /** Every table emptied (schema_migrations aside), the demo accounts seeded, the documents' data and files cleared. */
  reset: () => Promise<void>;
  /** A full session with a fixed id the pact files carry (PACT_SESSIONS). */
  signIn: (userId: string, sessionId: string) => Promise<void>;
};
export type StateSetter = (ctx: StateContext, params: Record<string, unknown>) => Promise<void>;

async function emptyAllTables(ctx: AppContext): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`.execute(ctx.db);
  if (rows.length === 0) return;
  const names = rows.map((row) => `"${row.tablename.replace(/"/g, '""')}"`).join(', ');
  await sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`).execute(ctx.db);
}

async function addPendingUser(ctx: StateContext): Promise<void> {
  await ctx.db
    .insertInto('users')
    .values({
      id: PACT_USERS.pending.id,
      email: PACT_USERS.pending.email,
      password_hash: await demoPasswordHash(),
      role: 'Office Staff',
      full_name: 'Pat Pending',
      phone_number: '+1-555-010-2000',
      organization_affiliation: 'Riverside Medical Group',
      hipaa_acknowledgement: true,
      profile_pic: null,
      is_email_verified: false,
    })
    .execute();
}

async function pendingWithCode(ctx: StateContext, sentAt: number): Promise<void> {
  await ctx.reset();
  await addPendingUser(ctx);
  await ctx.db
    .insertInto('verification_codes')
    .values({
      user_id: PACT_USERS.pending.id,
      code_hash: sha256(PACT_ACCOUNTS.code),
      expires_at: new Date(ctx.clock.now() + ctx.config.codeValidMs),
      attempts_left: ctx.config.codeAttempts,
    })
    .execute();
  await ctx.db
    .insertInto('rate_events')
    .values([
      { bucket: sendCooldownBucket('code', PACT_USERS.pending.id, PACT_USERS.pending.email), at: new Date(sentAt) },
      { bucket: sendCountBucket('code', PACT_USERS.pending.id), at: new Date(sentAt) },
    ])
    .execute();
  await startSession(ctx.accounts, PACT_USERS.pending.id, 'verify', PACT_ACCOUNTS.pendingSession);
}

/** The account states of the pact files (contracts/provider-states.ts), each from the seed. */
export const accountProviderStates: Record<string, StateSetter> = {
  [ACCOUNT_STATES.demoAccounts]: (ctx) => ctx.reset(),
  [ACCOUNT_STATES.pendingAccount]: async (ctx) => {
    await ctx.reset();
    await addPendingUser(ctx);
  },
  [ACCOUNT_STATES.clinicalSignedIn]: async (ctx) => {
    await ctx.reset();
    await ctx.signIn(PACT_USERS.clinical.id, PACT_SESSIONS.clinical);
  },
  [ACCOUNT_STATES.adminSignedIn]: async (ctx) => {
    await ctx.reset();
    await ctx.signIn(PACT_USERS.admin.id, PACT_SESSIONS.admin);
  },
  [ACCOUNT_STATES.staffSignedIn]: async (ctx) => {
    await ctx.reset();
    await ctx.signIn(PACT_USERS.staff.id, PACT_SESSIONS.staff);
  },
  [ACCOUNT_STATES.codeSentLongAgo]: (ctx) => pendingWithCode(ctx, ctx.clock.now() - ctx.config.codeCooldownMs - 1000),
  [ACCOUNT_STATES.codeSentJustNow]: (ctx) => pendingWithCode(ctx, ctx.clock.now()),
  [ACCOUNT_STATES.resetRequested]: async (ctx) => {
    await ctx.reset();
    await ctx.db
      .insertInto('reset_tokens')
      .values({
        user_id: PACT_USERS.clinical.id,
        token_hash: sha256(PACT_ACCOUNTS.resetToken),
        expires_at: new Date(ctx.clock.now() + ctx.config.resetTokenValidMs),
      })
      .execute();
  },
  [ACCOUNT_STATES.staffLocked]: async (ctx) => {
    await ctx.reset();
    await ctx.db
      .insertInto('login_failures')
      .values({ email: PACT_USERS.staff.email, failures: 0, locked_until: new Date(ctx.clock.now() + ctx.config.lockMs) })
      .execute();
  },
};

function movable(ctx: StateContext) {
  if (!isMovableClock(ctx.clock)) throw new Error('This process was started without a movable clock.');
  return ctx.clock;
}

/** The clock states (contracts/provider-states.ts): the differential test stops the clock, then moves it on. */
const clockProviderStates: Record<string, StateSetter> = {
  [CLOCK_STATES.stopped]: async (ctx, params) => movable(ctx).stopAt(clockParam(params, 'at')),
  [CLOCK_STATES.movedOn]: async (ctx, params) => movable(ctx).advance(clockParam(params, 'ms')),
};

export const allProviderStates: Record<string, StateSetter> = {
  ...accountProviderStates,
  ...documentProviderStates,
  ...clockProviderStates,
};

export function stateContext(ctx: AppContext): StateContext {
  const state: StateContext = {
    ...ctx,
    reset: async () => {
      await emptyAllTables(ctx);
      await seedDemoAccounts(ctx.db);
      await resetDocumentData(state);
    },
    signIn: async (userId, sessionId) => {
      await startSession(ctx.accounts, userId, 'full', sessionId);
    },
  };
  return state;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(sha256(given)), Buffer.from(sha256(secret))];
  return timingSafeEqual(a, b);
}

const notFound = (reply: FastifyReply) => reply.code(404).send(envelope(false, NOT_FOUND, null, 404));

/**
 * POST /_simulator/provider-states { state, action, params }: registered only in a process started with
 * --provider-states (never by default, never in production). It answers only a loopback peer (the socket's address,
 * never a forwarded one) that sends the secret in x-provider-states-secret; anything else reads as an unknown path.
 */
export function providerStateRoutes(secret: string): FastifyPluginAsync {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The provider-states secret must have at least ${MIN_SECRET_LENGTH} characters.`);
  return async (app) => {
    const ctx = stateContext(app.ctx);
    app.post(PROVIDER_STATES_PATH, async (request: FastifyRequest, reply) => {
      const allowed =
        LOOPBACK.test(request.socket.remoteAddress ?? '') && sameSecret(request.headers[PROVIDER_STATES_SECRET_HEADER], secret);
      if (!allowed) return notFound(reply);
      const { state = '', action = 'setup', params = {} } = (request.body ?? {}) as Partial<ProviderStateRequest>;
      if (action === 'teardown') return reply.send({});
      const setter = allProviderStates[state];
      if (!setter) return reply.code(400).send({ error: `Unknown provider state: ${state}` });
      await setter(ctx, params);
      return reply.send({});
    });
  };
}
