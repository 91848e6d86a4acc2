// The four calls the API benchmark loads, found on the target itself (simulator or server) so both answer the same
// kind of request: the ids and file keys differ between the two seeds, the shapes are the contract's.
import { DEMO_PASSWORD, PACT_USERS } from '@healthcare-portal/contracts/provider-states';

export type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status every answer must have; anything else is counted apart and printed. */
  expect: number;
};

const API = '/api/v1';

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status} on ${base}`);
  return response;
}

/** A demo account's session cookie on `base` (the contract's login body). */
async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await call(base, `${API}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hcp_session='));
  if (!cookie) throw new Error(`No session cookie from ${base}`);
  return cookie.split(';')[0] ?? '';
}

type Listed = { id: string; patientName: string };
type Report = { reportUrl: string };
const bodyOf = async <T>(response: Response) => ((await response.json()) as { body: { data: T[] } }).body.data;

/**
 * The endpoints, as the Clinical User reads them. Sign-ins use the Office Staff account instead: each sign-in past
 * SESSIONS_PER_USER ends that account's oldest session, and it must never be the one the reads run with.
 */
export async function endpointsOn(base: string): Promise<Endpoint[]> {
  const cookie = await sessionCookie(base, PACT_USERS.clinical.email);
  const headers = { cookie };
  const [first] = await bodyOf<Listed>(await call(base, `${API}/audit-reports/filter?page=1&limit=10`, { headers }));
  if (!first) throw new Error(`The Clinical User has no audit report on ${base} (was the demo history seeded?)`);
  // Part of a patient name in another case, as a user types it: the search the list screen sends.
  const term = (first.patientName.split(' ')[0] ?? '').slice(0, 4).toLowerCase();
  const byId = `${API}/audit-reports/get-by-id/${encodeURIComponent(first.id)}`;
  const [report] = await bodyOf<Report>(await call(base, byId, { headers }));
  if (!report) throw new Error(`Report ${first.id} not found on ${base}`);
  return [
    {
      name: 'login',
      method: 'POST',
      path: `${API}/users/login`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PACT_USERS.staff.email, password: DEMO_PASSWORD }),
      expect: 200,
    },
    { name: 'audit filter', method: 'GET', path: `${API}/audit-reports/filter?page=1&limit=10&patientName=${term}`, headers, expect: 200 },
    { name: 'report by id', method: 'GET', path: byId, headers, expect: 200 },
    { name: 'file range 64 KB', method: 'GET', path: report.reportUrl, headers: { ...headers, range: 'bytes=0-65535' }, expect: 206 },
  ];
}
