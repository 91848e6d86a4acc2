import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { textUnderRects, type PdfRect } from './highlight';
import { textRuns } from './text-runs';

/** A link of the page that points inside the portal (`#...`), its box on the page as displayed and its words. */
export type PageLink = { href: string; rect: PdfRect; text: string };

type Annotation = { subtype?: string; rect?: number[]; url?: string; unsafeUrl?: string };

/**
 * The page's link annotations whose target is a fragment (the AI Audit Report's citations, docs/api.md), boxed on
 * the page as displayed with the words they sit on; read only when `wanted`, once per page shown.
 */
export function usePageLinks(pdf: PDFDocumentProxy, pageNumber: number, wanted: boolean): PageLink[] {
  const [links, setLinks] = useState<{ page: number; links: PageLink[] } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    (async () => {
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      const annotations = (await page.getAnnotations({ intent: 'display' })) as Annotation[];
      const targets = annotations.flatMap((annotation) => {
        const href = annotation.unsafeUrl ?? annotation.url ?? '';
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = annotation.rect ?? [];
        if (annotation.subtype !== 'Link' || !href.startsWith('#')) return [];
        const [left = 0, top = 0, right = 0, bottom = 0] = viewport.convertToViewportRectangle([x1, y1, x2, y2]);
        const rect = { x: Math.min(left, right), y: Math.min(top, bottom), w: Math.abs(right - left), h: Math.abs(bottom - top) };
        return [{ href, rect }];
      });
      const runs = targets.length > 0 ? await textRuns(pdf, pageNumber) : [];
      return targets.map((target) => ({ ...target, text: textUnderRects(runs, [target.rect]) }));
    })()
      .then((found) => {
        if (active) setLinks({ page: pageNumber, links: found });
      })
      .catch(() => {
        // A page whose annotations cannot be read still shows; its citations are only not clickable.
        if (active) setLinks({ page: pageNumber, links: [] });
      });
    return () => {
      active = false;
    };
  }, [pdf, pageNumber, wanted]);

  return links?.page === pageNumber ? links.links : [];
}
