// One endpoint loaded with autocannon on one or more API nodes at once. With several nodes each gets its own
// autocannon instance (as a load balancer would spread the clients); the figures are summed (requests per second) or
// merged (the latency histograms, so p50 and p99 are those of every request, not an average of percentiles).
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.ts';

export type LoadOptions = { connections: number; seconds: number };

export type Figures = {
  /** Answers with the expected status per second, all nodes together. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status, and connection errors: a run with any is not a fair figure. */
  unexpected: number;
};

/** autocannon's raw per-instance result (skipAggregateResult), which its typings do not describe. */
type RawResult = { duration: number; errors: number; statusCodeStats: Record<string, { count: number }> };
const { aggregateResult } = autocannon as unknown as { aggregateResult: (results: RawResult[], opts: object) => autocannon.Result };

const instance = (endpoint: Endpoint, base: string, { connections, seconds }: LoadOptions) =>
  autocannon({
    url: `${base}${endpoint.path}`,
    method: endpoint.method,
    headers: endpoint.headers,
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    connections,
    duration: seconds,
    skipAggregateResult: true,
  }) as unknown as Promise<RawResult>;

export async function load(endpoint: Endpoint, bases: string[], options: LoadOptions): Promise<Figures> {
  const results = await Promise.all(bases.map((base) => instance(endpoint, base, options)));
  const expected = (result: RawResult) => result.statusCodeStats[String(endpoint.expect)]?.count ?? 0;
  const answered = (result: RawResult) => Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  const merged = aggregateResult(results, { url: bases[0], connections: options.connections, duration: options.seconds });
  return {
    rps: results.reduce((sum, result) => sum + expected(result) / result.duration, 0),
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    unexpected: results.reduce((sum, result) => sum + answered(result) - expected(result) + result.errors, 0),
  };
}
