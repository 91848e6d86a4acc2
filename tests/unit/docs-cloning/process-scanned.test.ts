import { describe, expect, it } from 'vitest';
import { processDocument } from '@/api/rag/process-document';
import { uploadFiles } from '@/api/s3/upload-files';
import { useSimulator } from '../../support/simulator';
import { reportFontNames } from './report-fonts';
import { SCANNED_NOTE_HEADER, SCANNED_NOTE_PATIENT, scannedNotePdf } from './scanned-note';
import { asFile, signIn } from './sign-in';

useSimulator();

describe('POST /rag/process with a scanned note', () => {
  // OCR is the slow stage: Tesseract starts, reads its English model and recognises the page.
  it(
    'reads every header field of a page with no text layer through OCR and reports it in Liberation Sans',
    { timeout: 120_000 },
    async () => {
      await signIn();
      const merged = (await uploadFiles([asFile(await scannedNotePdf(), 'scan.pdf')])).body;
      const { body } = await processDocument({
        userId: 'user-clinical',
        s3Key: merged.key,
        fileName: merged.fileName,
        fileType: merged.fileType,
        patient: SCANNED_NOTE_PATIENT,
        noteDate: '2026-11-20',
        allowMultiNote: true,
        useAgentic: true,
        chunkSize: 4000,
      });
      expect(body.notes.map((note) => note.view.header)).toEqual([SCANNED_NOTE_HEADER]);

      // Print quality: the report embeds Liberation Sans rather than falling back to the standard Helvetica.
      const report = await fetch(`http://portal.test${body.notes[0]?.reportUrl ?? ''}`);
      const fonts = await reportFontNames(new Uint8Array(await report.arrayBuffer()));
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((name) => name.startsWith('/LiberationSans'))).toBe(true);
    },
  );
});
