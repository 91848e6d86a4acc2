import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetSimulator } from '@sim/lifecycle';
import { simulatorServer, startNodeSimulator } from '@sim/node-setup';

/** Absolute in Node: fetch has no page to resolve a relative /api/v1 against. */
export const TEST_API_BASE_URL = 'http://portal.test/api/v1';

/**
 * Runs the real src/api clients against the simulator's own handlers (MSW in Node), fresh from the seed
 * for every test; any request no handler knows fails the test.
 */
export function useSimulator(): void {
  beforeAll(async () => {
    simulatorServer.listen({ onUnhandledRequest: 'error' });
    await startNodeSimulator();
  });
  beforeEach(async () => {
    vi.stubEnv('VITE_API_BASE_URL', TEST_API_BASE_URL);
    await resetSimulator();
  });
  afterEach(() => {
    simulatorServer.resetHandlers();
    vi.unstubAllEnvs();
  });
  afterAll(() => simulatorServer.close());
}
