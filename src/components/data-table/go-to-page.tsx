import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { parsePageNumber } from './page-window';
import { Group, InlineLabel, PageInput } from './pagination.styles';

type GoToPageProps = { totalPages: number; onPageChange: (page: number) => void };

/** Jumps to a typed page; anything outside 1..total is ignored (and only logged, docs/spec/constants.md). */
export function GoToPage({ totalPages, onPageChange }: GoToPageProps) {
  const inputId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = parsePageNumber(text, totalPages);
    if (page === null) {
      console.info(`[data-table] ignored a go-to-page value outside 1..${totalPages}`);
    } else {
      onPageChange(page);
    }
    setText('');
  };

  return (
    <form onSubmit={submit}>
      <Group>
        <InlineLabel htmlFor={inputId}>Go to page</InlineLabel>
        <PageInput id={inputId} inputMode="numeric" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary">
          Go
        </Button>
      </Group>
    </form>
  );
}
