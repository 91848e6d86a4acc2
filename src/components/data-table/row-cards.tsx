import type { DataTableColumn } from './data-table';
import { CardActions, CardFields, CardItem, CardList, CardTitle, EmptyCard, EmptyHint, EmptyTitle, SkeletonBar } from './data-table.styles';
import { SKELETON_ROW_COUNT } from './data-table-constants';

type RowCardsProps<TRow> = {
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  loading: boolean;
  emptyTitle: string;
  emptyHint: string;
};

/**
 * The table's rows where its columns do not fit (a phone): one card per row, headed by its title column, the other
 * columns as labelled values, its actions last, so nothing needs sideways scrolling.
 */
export function RowCards<TRow>({ label, columns, rows, rowKey, loading, emptyTitle, emptyHint }: RowCardsProps<TRow>) {
  const title = columns.find((column) => column.card === 'title');
  const actions = columns.find((column) => column.card === 'actions');
  const fields = columns.filter((column) => column.card === undefined);

  if (!loading && rows.length === 0) {
    return (
      <EmptyCard>
        <EmptyTitle>{emptyTitle}</EmptyTitle>
        <EmptyHint>{emptyHint}</EmptyHint>
      </EmptyCard>
    );
  }
  return (
    <CardList aria-label={label} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: SKELETON_ROW_COUNT }, (_, index) => (
            <CardItem key={index} data-testid="skeleton-row" aria-hidden="true">
              <SkeletonBar />
              <SkeletonBar />
            </CardItem>
          ))
        : rows.map((row) => (
            <CardItem key={rowKey(row)}>
              {title ? <CardTitle>{title.cell(row)}</CardTitle> : null}
              <CardFields>
                {fields.map((column) => (
                  <div key={column.id}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </CardFields>
              {actions ? <CardActions>{actions.cell(row)}</CardActions> : null}
            </CardItem>
          ))}
    </CardList>
  );
}
