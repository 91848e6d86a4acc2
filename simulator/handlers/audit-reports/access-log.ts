import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { simulatorConfig } from '../../lib/config';
import { randomId } from '../../lib/crypto';

export type AccessAction = 'list-audit-reports' | 'read-audit-report' | 'delete-audit-report' | 'read-file';

/**
 * Who read or changed what, and when (DECISIONS.md). `resource` is an id or a storage key, never a
 * search term: filters carry patient names, and the log must not hold patient data in clear text.
 */
export function logAccess(userId: string, action: AccessAction, resource: string): void {
  db.accessLog.create({ id: randomId(), userId, action, resource, at: new Date(nowMs()).toISOString() });
  trimAccessLog();
}

/** The log keeps its newest maxAccessLogEntries entries; a real server archives older ones instead. */
function trimAccessLog(): void {
  const excess = db.accessLog.count() - simulatorConfig.maxAccessLogEntries;
  if (excess <= 0) return;
  const oldest = db.accessLog
    .getAll()
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, excess);
  for (const entry of oldest) db.accessLog.delete({ where: { id: { equals: entry.id } } });
}
