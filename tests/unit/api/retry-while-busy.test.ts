import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE } from '@healthcare-portal/contracts/busy';
import { ApiError } from '@/api/api-error';
import { retryWhileBusy } from '@/api/retry-while-busy';
import { uploadFiles } from '@/api/s3/upload-files';
import { login } from '@/api/users/login';
import { failNext } from '@sim/lib/controls';
import { simulatorServer } from '@sim/node-setup';
import { makeTextPdf } from '../../../fixtures/documents/make-documents';
import { asFile, signIn } from '../docs-cloning/sign-in';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';

useSimulator();

/** A clock that moves only when the retry waits, so waiting costs the test nothing. */
function waitingClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe('a busy server (503 with Retry-After)', () => {
  it('is an http ApiError carrying the wait, from the envelope or from a proxy’s bare Retry-After', async () => {
    failNext('POST', '/users/login', 503);
    await expect(login({ email: 'clinical@demo.health', password: 'Demo@1234' })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: SERVER_BUSY_MESSAGE,
      retryAfterSeconds: 1,
    });
    simulatorServer.use(
      http.post(
        `${TEST_API_BASE_URL}/users/login`,
        () => new HttpResponse('<html>busy</html>', { status: 503, headers: { 'Retry-After': '7' } }),
      ),
    );
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ kind: 'http', status: 503, retryAfterSeconds: 7 });
  });

  it('is not taken for busy without a wait: a 503 that names none is an ordinary failure', async () => {
    simulatorServer.use(http.post(`${TEST_API_BASE_URL}/users/login`, () => new HttpResponse('<html>down</html>', { status: 503 })));
    const error = await login({ email: 'a@b.co', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'contract', status: 503 });
    expect((error as ApiError).retryAfterSeconds).toBeUndefined();
  });
});

describe('retryWhileBusy', () => {
  it('sends the same upload again after each wait, saying so, until the server takes it', async () => {
    await signIn();
    const file = asFile(await makeTextPdf({ pageCount: 1 }), 'visit.pdf');
    failNext('POST', '/s3/upload-multiple-files', 503);
    failNext('POST', '/s3/upload-multiple-files', 503);
    const clock = waitingClock();
    const told: (number | null)[] = [];
    const { body } = await retryWhileBusy(() => uploadFiles([file]), {
      onBusy: (wait) => told.push(wait?.seconds ?? null),
      ...clock,
      random: () => 0.5,
    });
    expect(body.fileName).toBe('visit.pdf');
    // Retry-After 1 s, plus a quarter of it at random so refused clients do not all come back at once.
    expect(clock.waits).toEqual([1250, 1250]);
    expect(told).toEqual([2, 2]);
  });

  it('passes any other failure through at once, without waiting', async () => {
    const clock = waitingClock();
    const refused = new ApiError('http', 413, 'visit.pdf is larger than the 50 MB limit for one file.');
    await expect(retryWhileBusy(() => Promise.reject(refused), { onBusy: () => undefined, ...clock })).rejects.toBe(refused);
    expect(clock.waits).toEqual([]);
  });

  it('gives up with the busy refusal once the next wait would pass ten minutes in all', async () => {
    const clock = waitingClock();
    const busy = new ApiError('http', 503, SERVER_BUSY_MESSAGE, {}, 120);
    let calls = 0;
    const call = () => {
      calls += 1;
      return Promise.reject(busy);
    };
    await expect(retryWhileBusy(call, { onBusy: () => undefined, ...clock, random: () => 0 })).rejects.toBe(busy);
    expect(clock.waits).toEqual([120_000, 120_000, 120_000, 120_000, 120_000]);
    expect(calls).toBe(6);
  });
});
