import type { ReactNode } from 'react';
import { Cell, HeaderCell, Row, ScrollArea, Table, TableFrame } from './data-table.styles';
import { EMPTY_HINT, EMPTY_TITLE } from './data-table-constants';
import { Pagination, type PaginationProps } from './pagination';
import { EmptyRow, SkeletonRows } from './table-body-states';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';

export type DataTableColumn<TRow> = { id: string; header: string; cell: (row: TRow) => ReactNode };

export type DataTableProps<TRow> = {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  loading: boolean;
  emptyTitle?: string;
  emptyHint?: string;
  pagination: PaginationProps;
};

/**
 * The shared paged table: loading skeleton, empty state, scrolling body and pagination (docs/spec/screens.md and
 * docs/spec/constants.md).
 */
export function DataTable<TRow>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  emptyTitle = EMPTY_TITLE,
  emptyHint = EMPTY_HINT,
  pagination,
}: DataTableProps<TRow>) {
  return (
    <TableFrame>
      {/* Focusable so keyboard users can scroll the capped table area. */}
      <ScrollArea role="region" aria-label={label} tabIndex={0}>
        <Table aria-busy={loading || undefined}>
          <caption>
            <VisuallyHidden>{label}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} scope="col">
                  {column.header}
                </HeaderCell>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonRows columnCount={columns.length} />
            ) : rows.length === 0 ? (
              <EmptyRow columnCount={columns.length} title={emptyTitle} hint={emptyHint} />
            ) : (
              rows.map((row) => (
                <Row key={rowKey(row)}>
                  {columns.map((column) => (
                    <Cell key={column.id}>{column.cell(row)}</Cell>
                  ))}
                </Row>
              ))
            )}
          </tbody>
        </Table>
      </ScrollArea>
      <Pagination {...pagination} />
    </TableFrame>
  );
}
