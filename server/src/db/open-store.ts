import type { Config } from '../config.ts';
import { openQueue, type JobQueue } from '../jobs/queue.ts';
import { openDatabaseHandles, type Db, type RawSql } from './database.ts';
import { migrate } from './migrate.ts';

export type Store = { db: Db; rawSql: RawSql; queue: JobQueue; close: () => Promise<void> };

type StoreOptions = { databaseUrl?: string; dataDir?: string; memory?: boolean };

/**
 * What every server process opens first: the database, migrated, and the job queue on it. Queue errors (a database
 * restart, say) are reported and survived: pg-boss tries again on its next poll.
 */
export async function openStore(
  options: StoreOptions,
  config: Pick<Config, 'jobTimeoutSeconds' | 'jobWorkerLostSeconds' | 'jobAttempts' | 'jobMaintenanceSeconds'>,
  onQueueError: (error: Error) => void = () => undefined,
): Promise<Store> {
  const { db, rawSql } = await openDatabaseHandles(options);
  await migrate(db);
  const queue = await openQueue(
    rawSql,
    {
      jobTimeoutSeconds: config.jobTimeoutSeconds,
      workerLostSeconds: config.jobWorkerLostSeconds,
      attempts: config.jobAttempts,
      maintenanceSeconds: config.jobMaintenanceSeconds,
    },
    onQueueError,
  );
  return {
    db,
    rawSql,
    queue,
    close: async () => {
      await queue.stop(0);
      await db.destroy();
    },
  };
}
