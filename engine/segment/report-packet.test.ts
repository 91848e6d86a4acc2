import { describe, expect, it } from 'vitest';
import { makeReportPacket, REPORT_PACKET } from '../../fixtures/documents/make-report-packet.ts';
import { analyzeDocument } from '../index.ts';

// A note is a range of the document's lines, not of its pages: a report may start half way down the page the one
// before it ends on, and the result's pages then overlap by that page. Each note's header and evidence are its own.
describe('a packet of reports that run on within pages, the patient never named', () => {
  it('finds each report from its title to its signer, with its own header fields and their places', async () => {
    const result = await analyzeDocument({
      pdf: await makeReportPacket(12),
      patient: { name: 'Nora Quist', dob: '1961-02-03', subscriberId: 'PKT-1' },
      allowMultiNote: true,
      performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
      auditDate: '2025-07-01T09:30:00Z',
    });
    expect(result.notes.map((n) => [n.pages, n.text.split('\n')[0], n.header.noteDate])).toEqual([
      [[1, 1], REPORT_PACKET[0]?.title, '2025-05-12'],
      [[1, 2], REPORT_PACKET[1]?.title, '2025-05-12'],
      [[2, 2], REPORT_PACKET[2]?.title, '2025-05-14'],
    ]);
    expect(result.notes.map((n) => n.header.docType)).toEqual(['Radiology Report', 'Other', 'Pathology Report']);
    // The second report's date stands on page 1 below the first report's: its place is its own line, not the first's.
    const [first, second] = result.notes.map((n) => n.header.evidence.noteDate.places[0]);
    expect(second?.page).toBe(1);
    expect(second?.rects[0]?.y).toBeGreaterThan(first?.rects[0]?.y ?? Infinity);
    // Each report ends at its own signer: none carries the next report's lines.
    expect(result.notes.map((n) => n.text.trim().split('\n').at(-1))).toEqual(REPORT_PACKET.map((r) => r.lines.at(-1)));
  });
});
