// Types of postgres.mjs for the TypeScript that uses it (the multi-node suite, the benchmarks).
export type PostgresCluster = { url: string; restart: () => boolean; stop: () => void };
export function pgBin(): string | null;
export function ensurePostgres(): boolean;
export function startPostgres(options?: { quiet?: boolean }): Promise<PostgresCluster | null>;
export function withPostgres<T>(use: (url: string | null) => Promise<T>): Promise<T>;
