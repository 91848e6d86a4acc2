/** Dev switches (window.simulator and the dev panel): added latency and one-shot failures. */
type Failure = { method: string; path: string; status: number };

const state = { latencyMs: 0, failures: [] as Failure[] };

export function setLatency(ms: number): void {
  state.latencyMs = Math.max(0, Math.floor(ms));
}

export const latency = () => state.latencyMs;

/** The next call whose method matches and whose path contains `path` answers `status`. */
export function failNext(method: string, path: string, status = 500): void {
  state.failures.push({ method: method.toUpperCase(), path, status });
}

export function takeFailure(method: string, pathname: string): Failure | undefined {
  const index = state.failures.findIndex((failure) => failure.method === method && pathname.includes(failure.path));
  return index === -1 ? undefined : state.failures.splice(index, 1)[0];
}

export function resetControls(): void {
  state.latencyMs = 0;
  state.failures = [];
}
