// A session's script runs the same calls against one backend and writes down what it saw, step by step.
import { CLOCK_STATES, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { DEV_OUTBOX_PATH, devOutboxSchema, type OutboxMessage } from '@healthcare-portal/contracts/dev-outbox';
import { ProbeClient, type Answer, type Send } from '../probes/client';
import { IdNames, normalise, type Seen } from './normalise';

export type Backend = { name: string; base: URL; statesSecret: string };

export type Step = { label: string; seen?: Seen; observed?: unknown };

const STATES_PATH = '/_simulator/provider-states';

/** Every session starts from the seed with the clock stopped here, on every backend. */
export const SESSION_START = Date.parse('2027-03-01T09:00:00.000Z');

export class Script {
  readonly steps: Step[] = [];
  private readonly ids = new IdNames();
  private clients = 0;

  constructor(
    readonly backend: Backend,
    /** The session's place in the run: its clients send from 127.<n>.x.y, the same addresses on every backend. */
    private readonly sessionNumber: number,
  ) {
    // The demo accounts' ids are the same on every backend: named first, so they read alike everywhere.
    for (const user of Object.values(PACT_USERS)) this.ids.name(user.id);
  }

  /** A new browser: its own cookies and source address. */
  client(): ProbeClient {
    this.clients += 1;
    return new ProbeClient(
      this.backend.base,
      '/api/v1',
      `127.${this.sessionNumber}.${Math.floor(this.clients / 250)}.${(this.clients % 250) + 1}`,
    );
  }

  /** Sets a provider state (not written down: it is how the script drives the backend, not what it answers). */
  async state(state: string, params: Record<string, unknown> = {}): Promise<void> {
    const answer = await new ProbeClient(this.backend.base).post(STATES_PATH, {
      json: { state, action: 'setup', params },
      headers: { 'x-provider-states-secret': this.backend.statesSecret },
    });
    if (answer.status !== 200) throw new Error(`provider state "${state}" answered ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  async advance(ms: number): Promise<void> {
    await this.state(CLOCK_STATES.movedOn, { ms });
    this.steps.push({ label: `the clock moves on ${ms} ms` });
  }

  async call(label: string, client: ProbeClient, method: string, path: string, options?: Send): Promise<Answer> {
    const answer = await client.send(method, path, options);
    this.steps.push({ label, seen: normalise(answer, this.ids) });
    return answer;
  }

  /** Something the script worked out (a count of mails, a timing class) that both backends must agree on. */
  observe(label: string, value: unknown): void {
    this.steps.push({ label, observed: value });
  }

  async mails(to: string): Promise<OutboxMessage[]> {
    const answer = await new ProbeClient(this.backend.base).get(DEV_OUTBOX_PATH, { query: { to } });
    if (answer.status !== 200) throw new Error(`the development outbox answered ${answer.status}`);
    return devOutboxSchema.parse(answer.json?.body).messages;
  }

  /** The newest verification code mailed to the address ('' when none was). */
  async code(to: string): Promise<string> {
    const mail = (await this.mails(to)).findLast((message) => /verification code/i.test(message.subject));
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  }

  /** The newest reset token mailed to the address ('' when none was). */
  async resetToken(to: string): Promise<string> {
    const mail = (await this.mails(to)).findLast((message) => /reset/i.test(message.subject));
    return /reset token: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  }
}

/** One scripted session: the same calls, in the same order, against each backend from the seed. */
export type Session = { name: string; run: (s: Script) => Promise<void> };
