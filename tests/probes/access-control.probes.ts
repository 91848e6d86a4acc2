// Access control between users (issue 11: these held before the hardening; they stay as probes so a regression shows).
import { PDFDocument } from 'pdf-lib';
import { DEMO, check, expectStatus, freshEmail, signedIn, signupBody } from './accounts';
import type { ProbeClient } from './client';
import type { Probe } from './probe';

type Report = { id?: string; auditReportId?: string };
type Detail = { documentUrl?: string; reportUrl?: string };

async function reportsOf(client: ProbeClient, query: Record<string, string> = {}): Promise<string[]> {
  const answer = expectStatus(await client.get('/audit-reports/filter', { query: { limit: '100', ...query } }), 200);
  return ((answer.json?.body as { data?: Report[] } | null)?.data ?? []).map((report) => report.id ?? report.auditReportId ?? '');
}

export async function onePagePdf(pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) pdf.addPage([200, 200]).drawText(`Page ${page + 1}`, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

export function multipart(
  files: { name: string; type: string; bytes: Buffer }[],
  folder = 'public/documents',
): { body: Buffer; contentType: string } {
  const boundary = `probe${Date.now().toString(16)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`)];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const accessControlProbes: Probe[] = [
  {
    point: 'access',
    name: "another user's audit report answers 404",
    run: async ({ client }) => {
      const staff = client();
      await signedIn(staff, DEMO.staff);
      const [theirs] = await reportsOf(staff);
      check(theirs, 'the Office Staff demo account has no reports to probe with');
      const clinical = client();
      await signedIn(clinical, DEMO.clinical);
      expectStatus(await clinical.get(`/audit-reports/get-by-id/${encodeURIComponent(theirs)}`), 404);
      expectStatus(await clinical.del(`/audit-reports/delete/${encodeURIComponent(theirs)}`), 404);
    },
  },
  {
    point: 'access',
    name: "another user's files (original document and report PDF) answer 404",
    run: async ({ client }) => {
      const staff = client();
      await signedIn(staff, DEMO.staff);
      const [theirs] = await reportsOf(staff);
      const detail = (
        expectStatus(await staff.get(`/audit-reports/get-by-id/${encodeURIComponent(theirs ?? '')}`), 200).json?.body as {
          data?: Detail[];
        }
      ).data?.[0];
      check(detail?.documentUrl && detail.reportUrl, 'the report names no files');
      const clinical = client();
      await signedIn(clinical, DEMO.clinical);
      for (const url of [detail.documentUrl, detail.reportUrl]) {
        expectStatus(await clinical.get(new URL(url, clinical.base).href), 404);
      }
    },
  },
  {
    point: 'access',
    name: "another user's upload cannot be deleted or processed (404)",
    run: async ({ client }) => {
      const owner = client();
      await signedIn(owner, DEMO.clinical);
      const { body, contentType } = multipart([{ name: 'probe.pdf', type: 'application/pdf', bytes: await onePagePdf() }]);
      const uploaded = expectStatus(await owner.post('/s3/upload-multiple-files', { body, headers: { 'content-type': contentType } }), 201);
      const key = (uploaded.json?.body as { key?: string }).key ?? '';
      const other = client();
      const staffId = await signedIn(other, DEMO.staff);
      expectStatus(await other.post('/s3/delete-file', { json: { key } }), 404);
      const patient = { name: 'Probe Patient', dob: '1970-01-01', subscriberId: 'PROBE1' };
      expectStatus(await other.post('/rag/process', { json: { s3Key: key, userId: staffId, patient, allowMultiNote: true } }), 404, 400);
      expectStatus(await owner.post('/s3/delete-file', { json: { key } }), 200);
    },
  },
  {
    point: 'access',
    name: "another user's profile cannot be changed (403)",
    run: async ({ client }) => {
      const clinical = client();
      const clinicalId = await signedIn(clinical, DEMO.clinical);
      const staff = client();
      await signedIn(staff, DEMO.staff);
      expectStatus(await staff.patch(`/users/update/${encodeURIComponent(clinicalId)}`, { json: { fullName: 'Not Them' } }), 403);
    },
  },
  {
    point: 'access',
    name: 'nobody changes their own role (403)',
    run: async ({ client }) => {
      const staff = client();
      const id = await signedIn(staff, DEMO.staff);
      expectStatus(await staff.patch(`/users/update/${encodeURIComponent(id)}`, { json: { role: 'Admin' } }), 403);
    },
  },
  {
    point: 'access',
    name: 'sign-up cannot choose Admin (403)',
    run: async ({ client }) => {
      expectStatus(await client().post('/users/signup', { json: signupBody(freshEmail('admin'), { role: 'Admin' }) }), 403);
    },
  },
  {
    point: 'access',
    name: "another user's id in the audit filter shows none of their reports",
    run: async ({ client }) => {
      const staff = client();
      const staffId = await signedIn(staff, DEMO.staff);
      const theirs = new Set(await reportsOf(staff));
      const clinical = client();
      await signedIn(clinical, DEMO.clinical);
      const seen = await reportsOf(clinical, { userId: staffId });
      check(!seen.some((id) => theirs.has(id)), "the filter showed another user's reports");
    },
  },
];
