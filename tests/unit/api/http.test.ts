import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOr } from '@/api/api-error';
import { setSessionExpiredHandler } from '@/api/http';
import { getAuditReports } from '@/api/audit-reports/get-audit-reports';
import { login } from '@/api/users/login';
import { simulatorServer } from '@sim/node-setup';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';

useSimulator();

describe('API client', () => {
  it('parses a successful envelope into its typed body', async () => {
    const result = await login({ email: 'clinical@demo.health', password: 'Demo@1234' });
    expect(result.body?.user).toMatchObject({ email: 'clinical@demo.health', role: 'Clinical User', isEmailVerified: true });
  });

  it('turns a refusal into an http ApiError carrying the server message', async () => {
    const error = await login({ email: 'clinical@demo.health', password: 'Wrong@1234' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid email or password' });
    expect(serverMessageOr(error, 'Login failed. Please try again.')).toBe('Invalid email or password');
  });

  it('turns an answer that breaks the contract into a readable contract error, never undefined', async () => {
    simulatorServer.use(
      http.post(`${TEST_API_BASE_URL}/users/login`, () =>
        HttpResponse.json({ success: true, message: 'ok', status: 200, body: { user: { email: 3 } } }),
      ),
    );
    const error = await login({ email: 'clinical@demo.health', password: 'Demo@1234' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'contract' });
    expect((error as ApiError).message).toMatch(/Unexpected answer from \/users\/login: body\.user\.email|user\.email/);
  });

  it('turns a non-JSON answer and a network failure into errors the screens can word', async () => {
    simulatorServer.use(http.post(`${TEST_API_BASE_URL}/users/login`, () => new HttpResponse('<html>', { status: 502 })));
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ kind: 'contract', status: 502 });

    simulatorServer.use(http.post(`${TEST_API_BASE_URL}/users/login`, () => HttpResponse.error()));
    const error = await login({ email: 'a@b.co', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(serverMessageOr(error, 'Login failed. Please try again.', 'An error occurred during login. Please try again.')).toBe(
      'An error occurred during login. Please try again.',
    );
  });

  it('reports an expired session on an authenticated call, not on a failed sign-in', async () => {
    let expired = 0;
    setSessionExpiredHandler(() => (expired += 1));
    await login({ email: 'clinical@demo.health', password: 'Wrong@1234' }).catch(() => undefined);
    expect(expired).toBe(0);
    simulatorServer.use(
      http.get(`${TEST_API_BASE_URL}/audit-reports/filter`, () =>
        HttpResponse.json(
          { success: false, message: 'Your session has expired. Please sign in again.', status: 401, body: null },
          { status: 401 },
        ),
      ),
    );
    await expect(getAuditReports({ page: 1, limit: 5 })).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
  });
});
