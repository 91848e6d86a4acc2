import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getProcessProgress } from '@/api/rag/process-progress';
import { processProgressPath } from '@healthcare-portal/contracts/documents/process-progress';
import { PACT_PROGRESS, PROGRESS_STATES } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';

const { like } = MatchersV3;
const pact = createPact();
const path = (id: string) => `/api/v1${processProgressPath(id)}`;

unstubAfterEach();

describe('GET /rag/process/progress/{progressId}', () => {
  it('answers how far the caller’s own job has got: stage, pages done of total', async () => {
    const { progressId, stage, done, total } = PACT_PROGRESS;
    await pact
      .addInteraction()
      .given(PROGRESS_STATES.jobUnderWay)
      .uponReceiving('a request for the progress of an own processing job')
      .withRequest('GET', path(progressId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ success: true, message: like('Processing progress'), status: 200, body: { progressId, stage, done, total } }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        const { body } = await getProcessProgress(progressId);
        expect(body).toEqual({ progressId, stage, done, total });
      });
  });

  it('answers 404 for a job that is not the caller’s or was never started', async () => {
    await pact
      .addInteraction()
      .given(PROGRESS_STATES.jobUnderWay)
      .uponReceiving('a request for the progress of an unknown processing job')
      .withRequest('GET', path(PACT_PROGRESS.unknownId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'No progress for this job')))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(getProcessProgress(PACT_PROGRESS.unknownId)).rejects.toMatchObject({ kind: 'http', status: 404 });
      });
  });
});
