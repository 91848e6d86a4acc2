import type { EvidencePlace } from '@healthcare-portal/contracts/report-evidence';

/**
 * Where a citation link inside the AI Audit Report points (docs/api.md, 'Citation links in the AI Audit Report'):
 * places in this report's original (`#original?...`), or in an earlier report's (`#report?id=...`, `report` set).
 */
export type CitationTarget = { report?: string; places: EvidencePlace[] };

const RECT = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/;

/** The target of a link's href; null for anything else (a web address, a malformed citation). */
export function citationTarget(href: string): CitationTarget | null {
  const match = /^#(original|report)\?(.*)$/.exec(href);
  if (!match) return null;
  const [, kind, query = ''] = match;
  const params = [...new URLSearchParams(query)];
  const report = kind === 'report' ? params.find(([name]) => name === 'id')?.[1] : undefined;
  if (kind === 'report' && !report) return null;
  const places: EvidencePlace[] = [];
  for (const [name, value] of params) {
    if (name === 'page') {
      const page = Number(value);
      if (!Number.isInteger(page) || page < 1) return null;
      places.push({ page, rects: [], ...(report ? { report } : {}) });
    } else if (name === 'rect') {
      const numbers = RECT.exec(value);
      const place = places.at(-1);
      if (!numbers || !place) return null;
      const [x = 0, y = 0, w = 0, h = 0] = numbers.slice(1).map(Number);
      place.rects.push({ x, y, w, h });
    }
  }
  return { ...(report ? { report } : {}), places };
}
