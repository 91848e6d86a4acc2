import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { resolve } from 'node:path';
import { afterEach, vi } from 'vitest';

export const CONSUMER = 'HealthCarePortal';
export const PROVIDER = 'HealthCarePortalAPI';
/** contracts/pacts is the committed contract; npm test writes a fresh copy elsewhere (PACT_DIR) and compares. */
export const PACT_DIR = process.env.PACT_DIR ?? resolve(__dirname, '../../../contracts/pacts');

/** One pact file for the whole API: every area's tests add their interactions to it. */
export const createPact = () =>
  new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });

/** Points the real src/api clients at Pact's mock server for one test. */
export function useMockServer(url: string): void {
  vi.stubEnv('VITE_API_BASE_URL', `${url}/api/v1`);
}

/** Undoes useMockServer and any stubbed fetch after every test of the calling file. */
export function unstubAfterEach(): void {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' };
