// What of an answer two backends must agree on: status, envelope, message, body, and the headers a client acts on.
// Ids and keys each backend makes up are named in order of first appearance, so 'the same id again' still compares.
import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import type { Answer } from '../probes/client';

export type Seen = {
  status: number;
  /** The envelope with ids named; a file answer (not JSON) keeps only its type. */
  json: unknown;
  headers: Record<string, string>;
  /** What the answer did to the session cookie. */
  session?: 'set' | 'cleared';
};

/** Fields whose values a backend makes up (user ids, report ids, storage keys; an evidence place's earlier report). */
const ID_FIELDS = new Set(['_id', 'id', 'auditReportId', 'key', 'reportId', 'report']);
const FILES_PATH = '/api/v1/files/';
const COMPARED_HEADERS = ['retry-after', 'cache-control', 'content-range', 'accept-ranges'];

/** One session's names for made-up ids: the first id seen is <id 1>, and so on. */
export class IdNames {
  private readonly names = new Map<string, string>();

  name(raw: string): string {
    const known = this.names.get(raw);
    if (known) return known;
    const named = `<id ${this.names.size + 1}>`;
    this.names.set(raw, named);
    return named;
  }
}

function normaliseValue(value: unknown, field: string, ids: IdNames): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, field, ids));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normaliseValue(inner, key, ids)]));
  }
  if (typeof value !== 'string') return value;
  if (ID_FIELDS.has(field)) return ids.name(value);
  // documentUrl, reportUrl: an app URL around a storage key.
  if (value.startsWith(FILES_PATH)) return `${FILES_PATH}${ids.name(decodeURIComponent(value.slice(FILES_PATH.length)))}`;
  return value;
}

function sessionOf(answer: Answer): Seen['session'] {
  const line = (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!line) return undefined;
  return line.startsWith(`${SESSION_COOKIE_NAME}=;`) || /max-age=0(;|$)/i.test(line) ? 'cleared' : 'set';
}

export function normalise(answer: Answer, ids: IdNames): Seen {
  const headers: Record<string, string> = {};
  for (const name of COMPARED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  headers['content-type'] = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
  const session = sessionOf(answer);
  return {
    status: answer.status,
    json: answer.json === null ? null : normaliseValue(answer.json, '', ids),
    headers,
    ...(session ? { session } : {}),
  };
}
