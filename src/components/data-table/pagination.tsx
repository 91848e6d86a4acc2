import { useId } from 'react';
import { Button } from '@/components/ui/button/button';
import { GoToPage } from './go-to-page';
import { pageWindow } from './page-window';
import { Group, InlineLabel, PageList, PaginationBar, SmallSelect, Status } from './pagination.styles';

export type PaginationProps = {
  page: number;
  totalPages: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export function Pagination({ page, totalPages, pageSize, pageSizes, onPageChange, onPageSizeChange }: PaginationProps) {
  const sizeId = useId();
  const lastPage = Math.max(totalPages, 1);

  return (
    <PaginationBar>
      <Group>
        <InlineLabel htmlFor={sizeId}>Rows per page</InlineLabel>
        <SmallSelect id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SmallSelect>
        <Status aria-live="polite">
          Page {Math.min(page, lastPage)} of {lastPage}
        </Status>
      </Group>
      <nav aria-label="Pagination">
        <Group>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous page">
            Previous
          </Button>
          <PageList>
            {pageWindow(page, totalPages).map((number) => (
              <li key={number}>
                <Button
                  size="sm"
                  variant={number === page ? 'primary' : 'ghost'}
                  aria-label={`Page ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => onPageChange(number)}
                >
                  {number}
                </Button>
              </li>
            ))}
          </PageList>
          <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)} aria-label="Next page">
            Next
          </Button>
        </Group>
      </nav>
      <GoToPage totalPages={lastPage} onPageChange={onPageChange} />
    </PaginationBar>
  );
}
