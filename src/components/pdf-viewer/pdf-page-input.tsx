import { useId, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { acceptedPage } from './page-input';
import { PageNumberInput } from './pdf-viewer.styles';

type PdfPageInputProps = { page: number; total: number; onPage: (page: number) => void };

/** Typed pages apply on Enter or when leaving the field; refused values are logged and reverted. */
export function PdfPageInput({ page, total, onPage }: PdfPageInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = acceptedPage(draft, page, total);
    if (next === null) console.info(`[pdf-viewer] ignored a page input outside 1..${total} or equal to the current page`);
    else onPage(next);
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        Page number
      </VisuallyHidden>
      <PageNumberInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
    </>
  );
}
