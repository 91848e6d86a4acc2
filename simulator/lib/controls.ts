/** Dev switches (window.simulator and the dev panel): added latency and one-shot failures. */
/** A one-shot failure; a 503 answers as a busy server, asking the client to come back after `retryAfterSeconds`. */
export type Failure = { method: string; path: string; status: number; retryAfterSeconds?: number };

const state = { latencyMs: 0, failures: [] as Failure[] };

export function setLatency(ms: number): void {
  state.latencyMs = Math.max(0, Math.floor(ms));
}

export const latency = () => state.latencyMs;

/** The next call whose method matches and whose path contains `path` answers `status`. */
export function failNext(method: string, path: string, status = 500, retryAfterSeconds?: number): void {
  state.failures.push({ method: method.toUpperCase(), path, status, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
}

export function takeFailure(method: string, pathname: string): Failure | undefined {
  const index = state.failures.findIndex((failure) => failure.method === method && pathname.includes(failure.path));
  return index === -1 ? undefined : state.failures.splice(index, 1)[0];
}

export function resetControls(): void {
  state.latencyMs = 0;
  state.failures = [];
}
