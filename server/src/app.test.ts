import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerStateRoutes } from './routes/provider-states.ts';
import { json, sessionCookieOf, startTestApp, stopTestApp, type TestApp } from './testing/test-app.ts';

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
  }, 120_000);
  afterAll(async () => stopTestApp(t));

  it('answers health and readiness in the envelope, never stored', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toEqual({ success: true, message: expect.any(String), body: { status: 'up' }, status: 200 });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['x-request-id']).toEqual(expect.any(String));
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('answers unknown API routes 404 in the envelope', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: 'Not found', body: null, status: 404 });
  });

  it('signs a demo account in with an httpOnly SameSite=Lax cookie', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      ...json({ email: 'clinical@demo.health', password: 'Demo@1234' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().body.user).toMatchObject({ _id: 'user-clinical', role: 'Clinical User', isEmailVerified: true });
    expect(String(answer.headers['set-cookie'])).toMatch(/hcp_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
    expect(sessionCookieOf(answer.headers)).toBeTruthy();
  });

  it('marks the cookie Secure when the request came over HTTPS (behind a trusted proxy), and only then', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: JSON.stringify({ email: 'clinical@demo.health', password: 'Demo@1234' }),
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect(String((await login({ 'x-forwarded-proto': 'https' })).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await login({})).headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('refuses a blank password with the schema message per field', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      ...json({ email: 'clinical@demo.health', password: '   ' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      success: false,
      message: 'Password cannot be empty',
      body: { errors: { password: 'Password cannot be empty' } },
      status: 400,
    });
  });

  it('refuses text/plain with 415 and a bad JSON body with 400', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: '{"email":"a@b.co","password":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().status).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body must be JSON');
  });

  it('hides an internal error behind one 500 envelope, and logs no request data', async () => {
    const lines: string[] = [];
    const probe = await startTestApp({ logLevel: 'info' }, { logTo: (line) => lines.push(line) });
    try {
      probe.app.get('/api/v1/_boom', async () => {
        throw new Error('relation "users" does not exist: SELECT * FROM secret');
      });
      const answer = await probe.app.inject({ method: 'GET', url: '/api/v1/_boom?patientName=Jane%20Roe' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ success: false, message: 'Internal Server Error', body: null, status: 500 });
      await probe.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        ...json({ email: 'clinical@demo.health', password: 'Demo@1234' }),
      });
      const logged = lines.join('\n');
      expect(logged).toContain('request failed');
      for (const secret of ['Jane', 'Demo@1234', 'clinical@demo.health', 'hcp_session=']) expect(logged).not.toContain(secret);
    } finally {
      await stopTestApp(probe);
    }
  }, 180_000);

  it('has no provider-state endpoint on a default start, and refuses a short secret for one', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/_simulator/provider-states',
      ...json({ state: 'the demo accounts exist', action: 'setup' }),
    });
    expect(answer.statusCode).toBe(404);
    expect(() => providerStateRoutes('too-short')).toThrow(/at least 32 characters/);
  });

  it('answers a malformed path with 400', async () => {
    const answer = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/update/%E0%A4%A', ...json({}) });
    expect(answer.statusCode).toBe(400);
  });
});
