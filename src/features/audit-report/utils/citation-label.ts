import type { PageLink } from '@/components/pdf-viewer/use-page-links';

/** A citation link's name: where following it goes, and the words it sits on in the report. */
export function citationLabel(link: Pick<PageLink, 'href' | 'text'>): string {
  const where = link.href.startsWith('#report') ? 'Show in the earlier report' : 'Show in the original';
  return link.text ? `${where}: ${link.text}` : where;
}
