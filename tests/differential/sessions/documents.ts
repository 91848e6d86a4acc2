// The document sessions: upload, process (twice), progress, history, files with Range, other people's things, delete;
// and an upload a busy server refuses.
import { CLOCK_STATES, DEMO_PASSWORD, PACT_USERS, UPLOAD_STATES } from '@healthcare-portal/contracts/provider-states';
import { FIXTURE_PATIENT } from '../../../fixtures/documents/clinical-notes';
import { makeTextPdf } from '../../../fixtures/documents/make-documents';
import { multipart } from '../../probes/access-control.probes';
import { processRequestFor } from '../../support/factories/process-request';
import { SESSION_START, type Session } from '../script';
import { address, listReports, signIn, verifiedAccount } from '../steps';

const PROGRESS_ID = '8d1c5a3e-6b2f-4e7a-9c0d-1f2e3a4b5c6d';
const patient = { name: FIXTURE_PATIENT.name, dob: FIXTURE_PATIENT.dateOfBirth, subscriberId: FIXTURE_PATIENT.subscriberId };

type Merged = { key?: string; fileName?: string; fileType?: string; documentUrl?: string };

/** documentUrl and reportUrl are app URLs (/api/v1/files/...), read as the portal reads them. */
const absolute = (s: { backend: { base: URL } }, url: string | undefined) => new URL(url ?? '/api/v1/files/none', s.backend.base).href;
type Processed = { notes?: { reportUrl?: string; auditReportId?: string }[] };

export const documentSessions: Session[] = [
  {
    name: 'upload, process twice, progress, history, files, other people, delete',
    run: async (s) => {
      const owner = await verifiedAccount(s, address('documents', 'dee'));
      const other = await verifiedAccount(s, address('documents', 'eve'));
      const pdf = Buffer.from(await makeTextPdf());
      const upload = (label: string, body: { body: Buffer; contentType: string }) =>
        s.call(label, owner.client, 'POST', '/s3/upload-multiple-files', {
          body: body.body,
          headers: { 'content-type': body.contentType },
        });
      await upload(
        'upload into another folder',
        multipart([{ name: 'chart.pdf', type: 'application/pdf', bytes: pdf }], 'private/elsewhere'),
      );
      await s.call('upload JSON instead of files', owner.client, 'POST', '/s3/upload-multiple-files', { json: { files: [] } });
      await upload(
        'upload a file that is no document',
        multipart([{ name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('hello') }]),
      );
      const merged = (await upload('upload a chart', multipart([{ name: 'chart.pdf', type: 'application/pdf', bytes: pdf }]))).json
        ?.body as Merged | null;
      const request = processRequestFor(
        { s3Key: merged?.key ?? '', fileName: merged?.fileName ?? '', fileType: merged?.fileType ?? '', patient },
        { userId: owner.id },
      );
      const process = (label: string, who = owner, json: unknown = request) =>
        s.call(label, who.client, 'POST', '/rag/process', { json, query: { progressId: PROGRESS_ID } });
      await process('process as someone else', owner, { ...request, userId: other.id });
      await process('process without a patient name', owner, { ...request, patient: { ...patient, name: '' } });
      const processed = (await process('process the chart')).json?.body as Processed | null;
      await s.call('follow its progress', owner.client, 'GET', `/rag/process/progress/${PROGRESS_ID}`);
      await s.call("follow someone else's progress", other.client, 'GET', `/rag/process/progress/${PROGRESS_ID}`);
      await process('process the same request again');
      await listReports(s, owner.client, 'History after processing');

      const note = processed?.notes?.[0];
      const reportId = note?.auditReportId ?? '';
      await s.call('open the report', owner.client, 'GET', `/audit-reports/get-by-id/${encodeURIComponent(reportId)}`);
      await s.call('read the report PDF', owner.client, 'GET', absolute(s, note?.reportUrl));
      await s.call('read its first 100 bytes', owner.client, 'GET', absolute(s, note?.reportUrl), {
        headers: { range: 'bytes=0-99' },
      });
      await s.call('read the original', owner.client, 'GET', absolute(s, merged?.documentUrl));

      await s.call("open someone else's report", other.client, 'GET', `/audit-reports/get-by-id/${encodeURIComponent(reportId)}`);
      await s.call("read someone else's report PDF", other.client, 'GET', absolute(s, note?.reportUrl));
      await s.call("delete someone else's report", other.client, 'DELETE', `/audit-reports/delete/${encodeURIComponent(reportId)}`);
      await process("process someone else's upload", other, { ...request, userId: other.id });
      await s.call("delete someone else's upload", other.client, 'POST', '/s3/delete-file', { json: { key: merged?.key } });
      await listReports(s, other.client, 'History of someone who processed nothing');

      await s.call('delete the upload', owner.client, 'POST', '/s3/delete-file', { json: { key: merged?.key } });
      await s.call('read the original of a report once its upload is deleted', owner.client, 'GET', absolute(s, merged?.documentUrl));
      await process('process the deleted upload');
      for (const [index, each] of (processed?.notes ?? []).entries()) {
        await s.call(
          `delete report ${index + 1}`,
          owner.client,
          'DELETE',
          `/audit-reports/delete/${encodeURIComponent(each.auditReportId ?? '')}`,
        );
      }
      await listReports(s, owner.client, 'History after deleting');
      await s.call('read the original once its reports are gone', owner.client, 'GET', absolute(s, merged?.documentUrl));
      await s.advance(5 * 60_000 + 1000);
      await s.call('follow the progress five minutes after the job ended', owner.client, 'GET', `/rag/process/progress/${PROGRESS_ID}`);
    },
  },
  {
    // A provider state starts from the same seed on both backends: the demo accounts, and no audit history.
    name: "the demo accounts' state: every demo account's history is the same on both backends",
    run: async (s) => {
      for (const user of [PACT_USERS.clinical, PACT_USERS.admin, PACT_USERS.staff]) {
        const browser = s.client();
        await signIn(s, browser, user.email, DEMO_PASSWORD, `sign in as ${user.email}`);
        await listReports(s, browser, `list ${user.email}'s audit reports`);
      }
    },
  },
  {
    name: 'an upload while the server has no memory to spare: 503 with the wait in Retry-After and the body',
    run: async (s) => {
      // The state starts from the seed again (the simulator's clock with it): stop the clock where every session does.
      await s.state(UPLOAD_STATES.busy);
      await s.state(CLOCK_STATES.stopped, { at: SESSION_START });
      const browser = s.client();
      await signIn(s, browser, PACT_USERS.clinical.email, DEMO_PASSWORD);
      const pdf = Buffer.from(await makeTextPdf());
      const body = multipart([{ name: 'chart.pdf', type: 'application/pdf', bytes: pdf }]);
      await s.call('upload a chart to a busy server', browser, 'POST', '/s3/upload-multiple-files', {
        body: body.body,
        headers: { 'content-type': body.contentType },
      });
    },
  },
];
