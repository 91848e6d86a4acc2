import { describe, expect, it } from 'vitest';
import { makeDoc } from '../../fixtures/documents/make-doc';
import { realWord97Doc } from '../../fixtures/documents/real-word97';
import { makeDocx } from '../../fixtures/documents/make-docx';
import { DocumentRefusal } from './document-refusal';
import { readDocText } from './read-doc-text';

function reasonOf(bytes: Uint8Array): string | undefined {
  try {
    readDocText(bytes);
  } catch (error) {
    if (error instanceof DocumentRefusal) return error.reason;
    throw error;
  }
  return undefined;
}

describe('readDocText', () => {
  it('reads the 8-bit piece of a minimal Word 97 file', () => {
    const text = readDocText(makeDoc({ paragraphs: ['Héllo clinic'], tableRows: [] }));
    expect(text).toBe('Héllo clinic\r\r');
  });

  it('reads a .doc saved by LibreOffice', () => {
    const text = readDocText(realWord97Doc());
    expect(text).toContain('Referral Letter');
    expect(text).toContain('Patient Name:');
    expect(text).toContain('Metformin\x07500 mg\x07Twice daily\x07\x07');
  });

  it('refuses an encrypted file as password-protected', () => {
    expect(reasonOf(makeDoc({ encrypted: true }))).toBe('encrypted');
  });

  it('refuses a file whose piece table cannot be read', () => {
    const doc = makeDoc();
    // Point fcClx far past the table stream.
    new DataView(doc.buffer).setUint32(findFcClx(doc), 0x7fff0000, true);
    expect(reasonOf(doc)).toBe('unreadable-doc');
  });

  it('calls bytes that are not OLE2 damaged', () => {
    expect(reasonOf(makeDocx())).toBe('damaged');
  });
});

/** fcClx inside the file: the FIB opens the WordDocument stream, which may sit in 64-byte mini sectors. */
function findFcClx(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 512; at + 2 <= bytes.length; at += 64) {
    if (view.getUint16(at, true) === 0xa5ec) return at + 154 + 33 * 8;
  }
  throw new Error('FIB not found');
}
