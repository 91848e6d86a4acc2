import type { Clock } from '@healthcare-portal/rules/clock';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../http/envelope.ts';

/**
 * Events per bucket in a sliding window, kept in the database so every API node sees the same counts: failed
 * sign-ins per address, sends per account and per address. Send clocks live here, apart from codes and tokens.
 */
export class RateEvents {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Times of the bucket's events inside the window, oldest first. */
  async recent(bucket: string, windowMs: number): Promise<number[]> {
    const since = new Date(this.clock.now() - windowMs);
    const rows = await this.db
      .selectFrom('rate_events')
      .select('at')
      .where('bucket', '=', bucket)
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .execute();
    return rows.map((row) => new Date(row.at).getTime());
  }

  async record(bucket: string): Promise<void> {
    await this.db
      .insertInto('rate_events')
      .values({ bucket, at: new Date(this.clock.now()) })
      .execute();
  }

  /** Seconds until fewer than `limit` events fall inside the window (0: under the limit). */
  async secondsUntilUnder(bucket: string, limit: number, windowMs: number): Promise<number> {
    const times = await this.recent(bucket, windowMs);
    if (times.length < limit) return 0;
    const freeing = times[times.length - limit] ?? this.clock.now();
    return Math.max(1, Math.ceil((freeing + windowMs - this.clock.now()) / 1000));
  }

  /** 429 (minutes left in the message, seconds in Retry-After) once `limit` events fell inside the window. */
  async assertUnderLimit(bucket: string, limit: number, windowMs: number, what: string): Promise<void> {
    const seconds = await this.secondsUntilUnder(bucket, limit, windowMs);
    if (seconds === 0) return;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw tooManyRequests(`Too many ${what} from this network. Try again in ${minutes} minute(s).`, minutes * 60);
  }

  /** Drops events older than the longest window in use. */
  async trim(olderThanMs: number): Promise<void> {
    await this.db
      .deleteFrom('rate_events')
      .where('at', '<', new Date(this.clock.now() - olderThanMs))
      .execute();
  }
}
