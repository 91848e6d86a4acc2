import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { deleteAuditReport } from '@/api/audit-reports/delete-audit-report';
import { AUDIT_STATES, PACT_AUDIT } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';

const { like } = MatchersV3;
const pact = createPact();
const path = (id: string) => `/api/v1/audit-reports/delete/${id}`;

unstubAfterEach();

describe('DELETE /audit-reports/delete/{id}', () => {
  it('lets the owner delete a report', async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('a delete of an own audit report')
      .withRequest('DELETE', path(PACT_AUDIT.ownReportId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ success: true, message: like('Audit report deleted successfully'), status: 200, body: null }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(deleteAuditReport(PACT_AUDIT.ownReportId)).resolves.toMatchObject({ body: null });
      });
  });

  it("lets an Admin delete someone else's report", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.adminWithReports)
      .uponReceiving("an Admin's delete of another user's audit report")
      .withRequest('DELETE', path(PACT_AUDIT.otherReportId), (builder) => builder.headers({ Cookie: sessionCookie('admin') }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ success: true, message: like('Audit report deleted successfully'), status: 200, body: null }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'admin');
        await expect(deleteAuditReport(PACT_AUDIT.otherReportId)).resolves.toMatchObject({ body: null });
      });
  });

  it("answers 404 to a non-Admin deleting someone else's report", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.othersReport)
      .uponReceiving("a Clinical User's delete of another user's audit report")
      .withRequest('DELETE', path(PACT_AUDIT.otherReportId), (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'Audit report not found')))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(deleteAuditReport(PACT_AUDIT.otherReportId)).rejects.toMatchObject({ kind: 'http', status: 404 });
      });
  });
});
