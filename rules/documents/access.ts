import type { AccessAction, Caller, DocumentPorts } from './ports.ts';

export const isAdmin = (user: Pick<Caller, 'role'>) => user.role === 'Admin';

/** Every read of a report or a file, and every delete, is written to the access log. */
export const logAccess = (
  { accessLog, clock }: Pick<DocumentPorts, 'accessLog' | 'clock'>,
  user: Caller,
  action: AccessAction,
  resource: string,
) => accessLog.record({ userId: user.id, action, resource, at: clock.now() });
