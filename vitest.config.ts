import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const alias = { '@': resolve(__dirname, 'src'), '@sim': resolve(__dirname, 'simulator') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (one worker less than the cores) is one worker on CI's two cores; many tests wait on child
    // processes, servers and the database, so two workers run the suite in about 60% of the time (490 s -> 294 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'simulator/**/*.test.ts',
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'fixtures/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/vitest-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest-setup.ts', 'tests/setup/component-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contracts',
          // One pact file is shared by every contract test: write it from one file at a time.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          environment: 'node',
          include: ['tests/contracts/**/*.pact.test.ts'],
          // On a loaded 2-core machine Pact's mock server now and then misses a test's request ("expected but not
          // received"); one more try tells that apart from a real mismatch, which fails both times.
          retry: 1,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
