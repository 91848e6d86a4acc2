// Issue 11 points 5-8 and 10-12: body limits, text caps, page cap, damaged zips, content types, caching, paths.
import { zipSync } from 'fflate';
import { check, DEMO, expectStatus, freshEmail, signedIn, signupBody, verifiedAccount } from './accounts';
import { multipart, onePagePdf } from './access-control.probes';
import type { ProbeClient } from './client';
import type { Probe } from './probe';

const MB = 1024 * 1024;

/**
 * Streams a body of `total` bytes (declared, or chunked when `declare` is false) and records how much was written
 * when the answer came. The early 413 is the point: a server that reads everything first answers only at the end.
 */
async function streamUntilAnswered(
  client: ProbeClient,
  path: string,
  options: { total: number; declare: boolean; contentType: string; head?: Buffer; waitMs?: number },
): Promise<{ status: number; written: number; message: string }> {
  const headers: Record<string, string> = { 'content-type': options.contentType };
  if (options.declare) headers['content-length'] = String(options.total);
  const request = client.open('POST', client.url(path), headers);
  const piece = Buffer.alloc(MB, 0x61);
  let written = 0;
  let settled = false;
  return new Promise((resolve, reject) => {
    const finish = (result: { status: number; written: number; message: string }) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ status: 0, written, message: 'no answer in time' }), options.waitMs ?? 20_000);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        let message = '';
        try {
          message = (JSON.parse(Buffer.concat(chunks).toString()) as { message?: string }).message ?? '';
        } catch {
          message = '';
        }
        finish({ status: response.statusCode ?? 0, written, message });
      });
    });
    request.on('error', (error) => {
      // A server may drop the connection right after its 413; the answer usually arrived first.
      if (!settled && written < options.total) setTimeout(() => finish({ status: 0, written, message: error.message }), 500);
      else if (!settled) reject(error);
    });
    const pump = () => {
      while (!settled && written < options.total) {
        const head = written === 0 && options.head ? options.head : null;
        const chunk = head ?? piece.subarray(0, Math.min(MB, options.total - written));
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!settled) request.end();
    };
    pump();
  });
}

/** A zip whose headers say an entry is far smaller than it is (the reader would stop early and keep a truncated file). */
function underDeclaredDocx(): Buffer {
  const documentXml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p><w:r><w:t>Progress note text</w:t></w:r></w:p>'.repeat(200)}</w:body></w:document>`;
  const zip = Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': new TextEncoder().encode(documentXml),
      },
      { level: 6 },
    ),
  );
  // Local headers (PK\x03\x04: size at +22) and central directory entries (PK\x01\x02: size at +24) of the document.
  for (let at = zip.indexOf('PK\x03\x04'); at !== -1; at = zip.indexOf('PK\x03\x04', at + 4)) {
    if (zip.toString('latin1', at + 30, at + 30 + zip.readUInt16LE(at + 26)) === 'word/document.xml') zip.writeUInt32LE(100, at + 22);
  }
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    if (zip.toString('latin1', at + 46, at + 46 + zip.readUInt16LE(at + 28)) === 'word/document.xml') zip.writeUInt32LE(100, at + 24);
  }
  return zip;
}

export const limitProbes: Probe[] = [
  {
    point: '5',
    name: 'an anonymous 500 MB sign-in body (declared length) answers 413 before it is sent',
    run: async ({ client }) => {
      const result = await streamUntilAnswered(client(), '/users/login', {
        total: 500 * MB,
        declare: true,
        contentType: 'application/json',
      });
      check(result.status === 413, `answered ${result.status} (${result.message}) after ${result.written / MB} MB`);
      check(result.written < 64 * MB, `the 413 came only after ${result.written / MB} MB`);
    },
  },
  {
    point: '5',
    name: 'a chunked sign-in body over 1 MB answers 413 while streaming',
    run: async ({ client }) => {
      const result = await streamUntilAnswered(client(), '/users/login', {
        total: 300 * MB,
        declare: false,
        contentType: 'application/json',
      });
      check(result.status === 413, `answered ${result.status} (${result.message}) after ${result.written / MB} MB`);
      check(result.written < 64 * MB, `the 413 came only after ${result.written / MB} MB`);
    },
  },
  {
    point: '5',
    name: 'a chunked upload whose file passes the per-file limit answers 413 while streaming, naming the file',
    run: async ({ client }) => {
      const uploader = client();
      await signedIn(uploader, DEMO.clinical);
      const boundary = 'probeboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      const result = await streamUntilAnswered(uploader, '/s3/upload-multiple-files', {
        total: 150 * MB,
        declare: false,
        contentType: `multipart/form-data; boundary=${boundary}`,
        head,
        waitMs: 60_000,
      });
      check(result.status === 413, `answered ${result.status} (${result.message}) after ${result.written / MB} MB`);
      check(result.written < 120 * MB, `the 413 came only after ${result.written / MB} MB (the file limit is 50 MB)`);
      check(result.message.includes('huge.pdf'), `the message does not name the file: ${result.message}`);
    },
  },
  {
    point: '6',
    name: 'text fields have length caps with clear messages (sign-up and profile)',
    run: async ({ client }) => {
      const long = (length: number) => 'a'.repeat(length);
      const cases: [string, Record<string, unknown>][] = [
        ['fullName', { fullName: long(300) }],
        ['email', { email: `${long(250)}@probe.example.org` }],
        ['organizationAffiliation', { organizationAffiliation: long(1000) }],
        ['address', { address: long(5000) }],
        ['complianceId', { complianceId: long(500) }],
      ];
      for (const [field, overrides] of cases) {
        const answer = expectStatus(await client().post('/users/signup', { json: signupBody(freshEmail(), overrides) }), 400);
        const message = (answer.json?.body as { errors?: Record<string, string> } | null)?.errors?.[field] ?? '';
        check(/at most \d/.test(message), `${field}: no cap message (got "${message || answer.json?.message}")`);
      }
      const user = client();
      const { id } = await verifiedAccount(user);
      expectStatus(await user.patch(`/users/update/${encodeURIComponent(id)}`, { json: { fullName: long(300) } }), 400);
    },
  },
  {
    point: '6',
    name: 'a 5 MB field is refused without being stored (413 or 400)',
    run: async ({ client }) => {
      const body = Buffer.from(JSON.stringify(signupBody(freshEmail(), { fullName: 'a'.repeat(5 * MB) })));
      const result = await streamUntilAnswered(client(), '/users/signup', {
        total: body.length,
        declare: true,
        contentType: 'application/json',
        head: body,
      });
      check(result.status === 413 || result.status === 400, `answered ${result.status} (${result.message})`);
    },
  },
  {
    point: '7',
    name: 'a PDF over the page cap (2,000 pages) is refused at upload',
    run: async ({ client }) => {
      const uploader = client();
      await signedIn(uploader, DEMO.clinical);
      const { body, contentType } = multipart([{ name: 'long.pdf', type: 'application/pdf', bytes: await onePagePdf(2001) }]);
      const answer = await uploader.post('/s3/upload-multiple-files', { body, headers: { 'content-type': contentType } });
      if (answer.status === 201) await uploader.post('/s3/delete-file', { json: { key: (answer.json?.body as { key?: string }).key } });
      expectStatus(answer, 413, 422, 400);
    },
  },
  {
    point: '8',
    name: 'a DOCX whose zip under-declares its size is refused as damaged',
    run: async ({ client }) => {
      const uploader = client();
      await signedIn(uploader, DEMO.clinical);
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const { body, contentType } = multipart([{ name: 'short.docx', type: docx, bytes: underDeclaredDocx() }]);
      const answer = await uploader.post('/s3/upload-multiple-files', { body, headers: { 'content-type': contentType } });
      if (answer.status === 201) await uploader.post('/s3/delete-file', { json: { key: (answer.json?.body as { key?: string }).key } });
      expectStatus(answer, 400, 415, 422);
    },
  },
  {
    point: '10',
    name: 'a JSON call sent as text/plain or without a content type answers 415',
    run: async ({ client }) => {
      const body = JSON.stringify({ email: DEMO.staff.email, password: 'Wrong@Pass123' });
      expectStatus(await client().post('/users/login', { body, headers: { 'content-type': 'text/plain' } }), 415);
      expectStatus(await client().post('/users/login', { body }), 415);
      const form = 'email=a%40b.org';
      expectStatus(
        await client().post('/users/forgot-password', { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        415,
      );
    },
  },
  {
    point: '11',
    name: 'JSON answers carry Cache-Control: no-store',
    run: async ({ client }) => {
      const user = client();
      await signedIn(user, DEMO.staff);
      for (const answer of [
        await user.get('/audit-reports/filter'),
        await user.get('/no-such-route'),
        await client().get('/audit-reports/filter'),
      ]) {
        check(/no-store/.test(String(answer.headers['cache-control'])), `${answer.status} answer without no-store`);
      }
    },
  },
  {
    point: '12',
    name: 'a malformed percent-encoding in a path answers 400, not 500',
    run: async ({ client }) => {
      const user = client();
      await signedIn(user, DEMO.staff);
      for (const path of ['/audit-reports/get-by-id/%E0%A4%A', '/files/%zz', '/users/update/%']) {
        const answer = path.startsWith('/users') ? await user.patch(path, { json: { fullName: 'Sam Ortiz' } }) : await user.get(path);
        expectStatus(answer, 400);
      }
    },
  },
];
