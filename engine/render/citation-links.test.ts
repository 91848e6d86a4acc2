import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvidenceChart } from '../../fixtures/evidence/evidence-chart.ts';
import { citePages } from '../audit/note-context.ts';
import { openPdf } from '../extract/pdf-document.ts';
import { processDocument, type EngineResult } from '../index.ts';
import { pageNumber } from '../types.ts';
import { citationHref, reportHref } from './citation-href.ts';

const p = pageNumber;

describe('citationHref: the documented link target of a citation', () => {
  it('names the original document, each page and the rectangles on it', () => {
    const href = citationHref([
      { page: p(5), rects: [{ x: 72, y: 140.5, w: 120.25, h: 9.3 }] },
      { page: p(6), rects: [] },
    ]);
    expect(href).toBe('#original?page=5&rect=72,140.5,120.3,9.3&page=6');
  });

  it("names an earlier report's original document by its id, and nothing when nothing is known", () => {
    expect(citationHref([{ page: p(3), rects: [{ x: 1, y: 2, w: 3, h: 4 }], report: 'report 7/a' }])).toBe(
      '#report?id=report%207%2Fa&page=3&rect=1,2,3,4',
    );
    expect(reportHref('report-9')).toBe('#report?id=report-9');
    expect(citationHref([])).toBeNull();
  });
});

interface Link {
  url: string;
  /** left, bottom, right, top in PDF points */
  rect: number[];
  border: number;
}

async function linksAndText(pdf: Uint8Array) {
  const doc = await openPdf(pdf);
  const pages: { links: Link[]; text: { str: string; x: number; y: number; right: number }[] }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const annotations = (await page.getAnnotations()) as {
      subtype: string;
      unsafeUrl?: string;
      rect: number[];
      borderStyle: { width: number };
    }[];
    const content = await page.getTextContent();
    pages.push({
      links: annotations.flatMap((a) =>
        a.subtype === 'Link' ? [{ url: a.unsafeUrl ?? '', rect: a.rect, border: a.borderStyle.width }] : [],
      ),
      text: content.items.flatMap((i) =>
        'str' in i
          ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, right: (i.transform[4] as number) + i.width }]
          : [],
      ),
    });
  }
  await doc.destroy();
  return pages;
}

describe('the AI Audit Report carries each citation as a link', () => {
  let result: EngineResult;
  beforeAll(async () => {
    const chart = await makeEvidenceChart({ kinds: ['upright', 'landscape'] });
    result = await processDocument({
      pdf: chart.pdf,
      patient: chart.patient,
      allowMultiNote: true,
      performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
      auditDate: '2024-02-01T09:00:00Z',
    });
  }, 60_000);

  it('over the citation it names: findings, header values, copied passages and their sources', async () => {
    const note = result.notes[1];
    if (!note) throw new Error('two notes');
    const pages = await linksAndText(note.reportPdf);
    const links = pages.flatMap((pg, i) => pg.links.map((l) => ({ ...l, page: i })));
    const urls = new Set(links.map((l) => l.url));
    const expected = [
      ...note.findings.map((f) => citationHref(f.places)),
      ...Object.values(note.header.evidence).map((e) => citationHref(e.places)),
      ...note.cloning.sources.flatMap((s) => s.passages.flatMap((pa) => [citationHref(pa.places), citationHref(pa.sourcePlaces)])),
    ];
    for (const href of expected) expect(urls, `no link to ${href}`).toContain(href);
    // Every finding's page citation sits inside the link that names its places.
    for (const f of note.findings) {
      const href = citationHref(f.places);
      const cite = citePages(f.pages);
      const onCite = links.some((l) => {
        const [left = 0, bottom = 0, right = 0, top = 0] = l.rect;
        const inside = (t: { x: number; y: number; right: number }) => t.x >= left && t.right <= right && t.y >= bottom && t.y <= top;
        return l.url === href && (pages[l.page]?.text.some((t) => t.str === cite && inside(t)) ?? false);
      });
      expect(onCite, `the citation '${cite}' of the ${f.check} finding is not a link to its places`).toBe(true);
    }
  });

  it('draws no border, so the report looks as it did without links', async () => {
    const pages = await linksAndText(result.notes[0]?.reportPdf ?? new Uint8Array());
    const links = pages.flatMap((pg) => pg.links);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.border === 0 && l.url.startsWith('#original?page='))).toBe(true);
  });
});
