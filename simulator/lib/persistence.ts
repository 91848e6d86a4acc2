import { drop } from '@mswjs/data';
import { db } from '../db';

const TABLES = [
  'user',
  'session',
  'verificationCode',
  'resetToken',
  'signInFailure',
  'rateEvent',
  'upload',
  'auditReport',
  'accessLog',
  'mail',
] as const;
type Snapshot = Partial<Record<(typeof TABLES)[number], Record<string, unknown>[]>>;

export function snapshot(): string {
  const data: Snapshot = {};
  for (const table of TABLES) data[table] = db[table].getAll() as unknown as Record<string, unknown>[];
  return JSON.stringify(data);
}

export function restore(json: string): boolean {
  try {
    const data = JSON.parse(json) as Snapshot;
    drop(db);
    for (const table of TABLES) {
      for (const row of data[table] ?? []) (db[table].create as (row: Record<string, unknown>) => unknown)(row);
    }
    return db.user.count() > 0;
  } catch {
    drop(db);
    return false;
  }
}

export function clearDatabase(): void {
  drop(db);
}
