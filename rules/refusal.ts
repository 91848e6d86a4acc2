/** What a client acts on besides the message: field errors (400, 409) or when to come back (423, 429, 503). */
export type RefusalDetails = { fieldErrors?: Record<string, string>; retryAfterSeconds?: number };

/**
 * A rule's "no", the same on every transport: an HTTP status, the exact message the user reads, and the details. The
 * server and the simulator turn it into the envelope (`body`) and its headers (`headers`).
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }

  /** The envelope's body: `{ errors }` for field errors, `{ retryAfterSeconds }` on a 429 or a busy 503, else null. */
  get body(): { errors: Record<string, string> } | { retryAfterSeconds: number } | null {
    if (this.details.fieldErrors) return { errors: this.details.fieldErrors };
    if ((this.status === 429 || this.status === 503) && this.details.retryAfterSeconds !== undefined) {
      return { retryAfterSeconds: this.details.retryAfterSeconds };
    }
    return null;
  }

  /** Every 429 and busy 503 (and a lock-out's 423) says when to come back. */
  get headers(): Record<string, string> {
    const seconds = this.details.retryAfterSeconds;
    return seconds === undefined ? {} : { 'retry-after': String(seconds) };
  }
}

/** A refusal about one field: the message is the answer's and the field's. */
export const fieldRefusal = (status: number, field: string, message: string) =>
  new Refusal(status, message, { fieldErrors: { [field]: message } });

export const isRefusal = (error: unknown): error is Refusal => error instanceof Refusal;
