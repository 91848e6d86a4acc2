import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getAuditReports } from '@/api/audit-reports/get-audit-reports';
import { ACCOUNT_STATES, AUDIT_STATES, PACT_AUDIT } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach, useMockServer } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';

const { like, eachLike, integer, regex } = MatchersV3;
const pact = createPact();
const PATH = '/api/v1/audit-reports/filter';
const ISO_DATE_TIME = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source, '2027-01-15T10:30:00.000Z');

unstubAfterEach();

describe('GET /audit-reports/filter', () => {
  it("answers the caller's reports matching part of a patient name, newest first", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('a search of own audit reports by part of a patient name in another case')
      .withRequest('GET', PATH, (builder) =>
        builder
          .headers({ Cookie: sessionCookie('clinical') })
          .query({ page: '1', limit: '5', userId: 'user-clinical', patientName: 'pact pat' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Success'),
          status: 200,
          body: {
            data: eachLike({
              id: PACT_AUDIT.ownReportId,
              patientName: PACT_AUDIT.patientName,
              patientDob: like('1960-02-29'),
              subscriberIds: eachLike('SUBPACT01'),
              auditDate: ISO_DATE_TIME,
            }),
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        const { body } = await getAuditReports({ page: 1, limit: 5, userId: 'user-clinical', patientName: ' pact pat ' });
        expect(body.data[0]?.id).toBe(PACT_AUDIT.ownReportId);
        expect(body.totalPages).toBe(1);
      });
  });

  it('lets an Admin narrow the list to one user by subscriber ID', async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.adminWithReports)
      .uponReceiving("an Admin's search of one user's reports by a second subscriber ID")
      .withRequest('GET', PATH, (builder) =>
        builder
          .headers({ Cookie: sessionCookie('admin') })
          .query({ page: '1', limit: '10', userId: 'user-staff', subscriberId: 'MEDPACT02' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Success'),
          status: 200,
          body: {
            data: eachLike({
              id: PACT_AUDIT.otherReportId,
              subscriberIds: eachLike('MEDPACT02'),
              // The Admin's list says who performed each audit (issue 28).
              performedBy: { fullName: like('Sam Ortiz'), role: like('Office Staff') },
            }),
            totalPages: 1,
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'admin');
        const { body } = await getAuditReports({ userId: 'user-staff', subscriberId: 'MEDPACT02' });
        expect(body.data.map((item) => item.id)).toEqual([PACT_AUDIT.otherReportId]);
        expect(body.data[0]?.performedBy).toEqual({ fullName: 'Sam Ortiz', role: 'Office Staff' });
      });
  });

  it('refuses a page size above 100 with 400 and the field message', async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('an audit list request with a limit above 100')
      .withRequest('GET', PATH, (builder) => builder.headers({ Cookie: sessionCookie('clinical') }).query({ page: '1', limit: '101' }))
      .willRespondWith(400, (builder) =>
        builder.jsonBody({
          success: false,
          message: 'limit must be a whole number from 1 to 100',
          status: 400,
          body: { errors: { limit: 'limit must be a whole number from 1 to 100' } },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(getAuditReports({ page: 1, limit: 101 })).rejects.toMatchObject({ kind: 'http', status: 400 });
      });
  });

  it('answers 401 without a session', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('an audit list request without a session')
      .withRequest('GET', PATH, (builder) => builder.query({ page: '1', limit: '5' }))
      .willRespondWith(401, (builder) => builder.jsonBody(refusalBody(401, like('Your session has expired. Please sign in again.'))))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(getAuditReports({ page: 1, limit: 5 })).rejects.toMatchObject({ kind: 'http', status: 401 });
      });
  });
});
