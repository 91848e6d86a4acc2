import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { randomId } from '../../lib/crypto';

export type AccessAction = 'list-audit-reports' | 'read-audit-report' | 'delete-audit-report' | 'read-file';

/**
 * Who read or changed what, and when (DECISIONS.md). `resource` is an id or a storage key, never a
 * search term: filters carry patient names, and the log must not hold patient data in clear text.
 */
export function logAccess(userId: string, action: AccessAction, resource: string): void {
  db.accessLog.create({ id: randomId(), userId, action, resource, at: new Date(nowMs()).toISOString() });
}
