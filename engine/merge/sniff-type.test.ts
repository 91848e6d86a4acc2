import { describe, expect, it } from 'vitest';
import { makeDoc } from '../../fixtures/documents/make-doc';
import { makeDocx } from '../../fixtures/documents/make-docx';
import { makePng } from '../../fixtures/documents/encode-png';
import { makeEncryptedPdf } from '../../fixtures/documents/make-encrypted-pdf';
import { makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { realWord97Doc } from '../../fixtures/documents/real-word97';
import { zipSync, strToU8 } from 'fflate';
import * as CFB from 'cfb';
import { sniffType } from './sniff-type';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('sniffType', () => {
  it('recognises a PDF by its %PDF- header', async () => {
    expect(sniffType(await makeTextPdf())).toBe('pdf');
    expect(sniffType(makeEncryptedPdf())).toBe('pdf');
  });

  it('accepts a PDF header after junk within the first 1024 bytes, not later', () => {
    expect(sniffType(text(`${' '.repeat(1000)}%PDF-1.7\n`))).toBe('pdf');
    expect(sniffType(text(`${' '.repeat(1030)}%PDF-1.7\n`))).toBe('unknown');
  });

  it('recognises a DOCX as a zip whose [Content_Types].xml names word/document.xml', () => {
    expect(sniffType(makeDocx())).toBe('docx');
  });

  it('does not take any zip for a DOCX', () => {
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types><Override PartName="/xl/workbook.xml"/></Types>') });
    expect(sniffType(xlsx)).toBe('unknown');
    expect(sniffType(zipSync({ 'notes.txt': strToU8('hello') }))).toBe('unknown');
  });

  it('recognises a DOC as OLE2 with a WordDocument stream', () => {
    expect(sniffType(makeDoc())).toBe('doc');
    expect(sniffType(realWord97Doc())).toBe('doc');
  });

  it('does not take other OLE2 files (an old Excel workbook) for a DOC', () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'Workbook', new Uint8Array(16));
    const bytes: unknown = CFB.write(container, { type: 'array' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    if (bytes instanceof Uint8Array) expect(sniffType(bytes)).toBe('unknown');
  });

  it('calls a PNG renamed .pdf unknown, whatever its name', () => {
    expect(sniffType(makePng())).toBe('unknown');
  });

  it('calls empty and plain-text files unknown', () => {
    expect(sniffType(new Uint8Array(0))).toBe('unknown');
    expect(sniffType(text('Patient notes in plain text'))).toBe('unknown');
  });
});
