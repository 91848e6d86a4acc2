// @vitest-environment node
// Real pdf.js (its Node build) against the simulator's file handler: what opening a long PDF fetches.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/users/login';
import { pdfLoadOptions } from '@/components/pdf-viewer/pdf-load-options';
import { db } from '@sim/db';
import { simulatorServer } from '@sim/node-setup';
import { putFile } from '@sim/storage/file-store';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';

useSimulator();

const PAGES = 300;

async function longPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= PAGES; number += 1) {
    const page = pdf.addPage([612, 792]);
    for (let line = 0; line < 60; line += 1) {
      // Varied numbers keep the page from compressing to nothing, like real note text.
      const values = Array.from({ length: 8 }, (_, index) => ((number * 7919 + line * 104729 + index * 1299709) % 999983).toString(36));
      page.drawText(`Page ${number}, line ${line}: ${values.join(' ')}`, { x: 40, y: 770 - line * 12, size: 9, font });
    }
  }
  // pdf-lib's defaults, as the portal's own merge step writes documents.
  return pdf.save();
}

/** Bytes the server sent, from each response's Content-Length (a cancelled full read counts as nothing read). */
function recordFileReads() {
  const reads: { range: string | null; status: number; bytes: number }[] = [];
  simulatorServer.events.on('response:mocked', ({ request, response }) => {
    if (!request.url.includes('/files/')) return;
    reads.push({ range: request.headers.get('range'), status: response.status, bytes: Number(response.headers.get('content-length')) });
  });
  return reads;
}

describe('opening a 300-page PDF', () => {
  it('shows page 1 after reading only a small part of the file, through range requests', async () => {
    const bytes = await longPdf();
    db.upload.create({ key: 'long.pdf', ownerId: 'user-clinical', fileName: 'long.pdf', fileType: 'pdf', pageCount: PAGES });
    await putFile('long.pdf', bytes);
    await login({ email: 'clinical@demo.health', password: 'Demo@1234' });
    const reads = recordFileReads();

    const pdf = await getDocument(pdfLoadOptions(`${TEST_API_BASE_URL}/files/long.pdf`)).promise;
    const page = await pdf.getPage(1);
    const text = await page.getTextContent();
    expect(pdf.numPages).toBe(PAGES);
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain('Page 1, line 0');

    const ranged = reads.filter((read) => read.range !== null);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((read) => read.status === 206)).toBe(true);
    const rangedBytes = ranged.reduce((sum, read) => sum + read.bytes, 0);
    expect(rangedBytes).toBeLessThan(bytes.length / 4);
    await pdf.destroy();
  });
});
