import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { simulatorConfig } from '../../lib/config';
import { randomId } from '../../lib/crypto';

export type AccessAction = 'list-audit-reports' | 'read-audit-report' | 'delete-audit-report' | 'read-file';

/**
 * Who read or changed what, and when (docs/spec/server-rules.md#documents-and-audit-reports). `resource` is an id or
 * a storage key, never a search term: filters carry patient names, and the log must not hold patient data in clear
 * text.
 */
export function logAccess(userId: string, action: AccessAction, resource: string): void {
  db.accessLog.create({ id: randomId(), userId, action, resource, at: new Date(nowMs()).toISOString() });
  trimAccessLog();
}

/**
 * The log keeps at most maxAccessLogEntries entries; a real server archives older ones instead. Once full it drops
 * the oldest tenth at a time, so the sort runs once per tenth of new entries rather than on every logged read.
 */
function trimAccessLog(): void {
  const max = simulatorConfig.maxAccessLogEntries;
  const count = db.accessLog.count();
  if (count <= max) return;
  const keep = max - Math.floor(max / 10);
  const oldest = db.accessLog
    .getAll()
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, count - keep);
  for (const entry of oldest) db.accessLog.delete({ where: { id: { equals: entry.id } } });
}
