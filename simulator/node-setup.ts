import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { startDatabase } from './lifecycle';

/** The simulator in Node: the same handlers intercept fetch in Vitest; the database lives in memory. */
export const simulatorServer = setupServer(...handlers);

export async function startNodeSimulator(): Promise<void> {
  await startDatabase(null);
}
