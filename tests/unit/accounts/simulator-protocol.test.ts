import { describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';

useSimulator();

const post = (path: string, init: RequestInit = {}) => fetch(`${TEST_API_BASE_URL}${path}`, { method: 'POST', ...init });

// Issue 11, points 10-12, on the handlers themselves (the browser simulator runs the same ones).
describe('protocol rules on the simulator handlers', () => {
  it('refuses a JSON call sent as text/plain, or with a body and no type, with 415', async () => {
    const body = JSON.stringify({ email: 'staff@demo.health', password: 'Wrong@Pass123' });
    expect((await post('/users/login', { body, headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await post('/users/login', { body: new Blob([body]) })).status).toBe(415);
  });

  it('lets a call without a body pass, also when it arrives with an empty one (the in-browser worker)', async () => {
    expect((await post('/users/logout')).status).toBe(200);
    expect((await post('/users/logout', { body: new Uint8Array(0) })).status).toBe(200);
  });

  it('puts Cache-Control: no-store on JSON answers, refusals included', async () => {
    expect((await fetch(`${TEST_API_BASE_URL}/health`)).headers.get('cache-control')).toContain('no-store');
    expect((await fetch(`${TEST_API_BASE_URL}/audit-reports/filter`)).headers.get('cache-control')).toContain('no-store');
  });

  it('answers 400 for a malformed percent-encoding in a path', async () => {
    const signedIn = await post('/users/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.health', password: 'Demo@1234' }),
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const answer = await fetch(`${TEST_API_BASE_URL}/audit-reports/get-by-id/%E0%A4%A`, { headers: { cookie } });
    expect(answer.status).toBe(400);
  });
});
