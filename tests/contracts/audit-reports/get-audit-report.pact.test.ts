import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getAuditReport } from '@/api/audit-reports/get-audit-report';
import { AUDIT_STATES, PACT_AUDIT, PACT_EVIDENCE } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';

const { like, eachLike, regex } = MatchersV3;
const pact = createPact();
const path = (id: string) => `/api/v1/audit-reports/get-by-id/${id}`;

const [finding] = PACT_EVIDENCE.findings;
const [copy] = PACT_EVIDENCE.copies;
// A place's page and rectangles as examples: a provider's own figures differ.
const place = (value: { places: readonly { page: number; rects: readonly { x: number; y: number; w: number; h: number }[] }[] }) =>
  like(value.places[0]);

unstubAfterEach();

describe('GET /audit-reports/get-by-id/{id}', () => {
  it("answers the caller's report as a one-element list with session-checked file URLs and where its findings stand", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('a request for an own audit report')
      .withRequest('GET', path(PACT_AUDIT.ownReportId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Success'),
          status: 200,
          body: {
            data: eachLike({
              id: PACT_AUDIT.ownReportId,
              performedBy: { fullName: like('Dr. Priya Raman'), role: 'Clinical User' },
              auditDate: like('2027-01-15T10:30:00.000Z'),
              docType: like('Progress Note'),
              patientName: PACT_AUDIT.patientName,
              patientDob: like('1960-02-29'),
              noteDate: like('2027-01-10'),
              subscriberIds: eachLike('SUBPACT01'),
              documentUrl: regex(/^\/api\/v1\/files\/.+/.source, `/api/v1/files/${PACT_AUDIT.documentKey}`),
              reportUrl: regex(/^\/api\/v1\/files\/.+/.source, `/api/v1/files/${PACT_AUDIT.reportKey}`),
              evidence: {
                header: {
                  patientName: {
                    value: like(PACT_EVIDENCE.header.patientName.value),
                    places: eachLike(place(PACT_EVIDENCE.header.patientName)),
                  },
                  patientDob: {
                    value: like(PACT_EVIDENCE.header.patientDob.value),
                    places: eachLike(place(PACT_EVIDENCE.header.patientDob)),
                  },
                  noteDate: { value: like(PACT_EVIDENCE.header.noteDate.value), places: eachLike(place(PACT_EVIDENCE.header.noteDate)) },
                  docType: { value: like(PACT_EVIDENCE.header.docType.value), places: like(PACT_EVIDENCE.header.docType.places) },
                },
                findings: eachLike({
                  ...finding,
                  check: like(finding.check),
                  severity: like(finding.severity),
                  message: like(finding.message),
                }),
                copies: eachLike({
                  kind: like(copy.kind),
                  label: like(copy.label),
                  noteDate: like(copy.noteDate),
                  reportId: like(copy.reportId),
                  passages: eachLike(like(copy.passages[0])),
                }),
              },
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        const { body } = await getAuditReport(PACT_AUDIT.ownReportId);
        expect(body.data[0]?.performedBy?.role).toBe('Clinical User');
        expect(body.data[0]?.evidence?.findings[0]?.places[0]?.page).toBe(1);
      });
  });

  it("answers 404, never 403, for someone else's report", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.othersReport)
      .uponReceiving("a request for another user's audit report")
      .withRequest('GET', path(PACT_AUDIT.otherReportId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'Audit report not found')))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(getAuditReport(PACT_AUDIT.otherReportId)).rejects.toMatchObject({ kind: 'http', status: 404 });
      });
  });
});
