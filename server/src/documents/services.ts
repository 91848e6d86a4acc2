import { join } from 'node:path';
import type { AppContext } from '../auth/context.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';

const isFileStorage = (value: unknown): value is FileStorage =>
  typeof value === 'object' && value !== null && ['put', 'get', 'read', 'size', 'delete', 'clear'].every((name) => name in value);

/** The file store of the app: the one passed in (tests, S3 later), else the folder DATA_DIR/files. */
export const storageOf = (ctx: AppContext): FileStorage =>
  isFileStorage(ctx.storage) ? ctx.storage : localStorage(join(ctx.config.dataDir, 'files'));

export type AccessAction = 'list-audit-reports' | 'read-audit-report' | 'delete-audit-report' | 'read-file';

/**
 * Who read or changed what, and when (docs/spec/server-rules.md#documents-and-audit-reports). `resource` is an id or
 * a storage key, never a search term: filters carry patient names, and the log must not hold patient data in clear
 * text.
 */
export async function logAccess(ctx: AppContext, userId: string, action: AccessAction, resource: string): Promise<void> {
  await ctx.db
    .insertInto('access_log')
    .values({ user_id: userId, action, resource, at: new Date(ctx.clock.now()) })
    .execute();
}
