import { defineConfig } from 'vitest/config';

// The multi-node suite (tests/cluster): run by npm test after Debian's PostgreSQL is in place (scripts/lib/server-suites.mjs),
// never with the other projects: it starts its own database, S3 store, API nodes and workers.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
