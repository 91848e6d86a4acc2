import { Cell, EmptyCell, EmptyHint, EmptyTitle, SkeletonBar } from './data-table.styles';
import { SKELETON_ROW_COUNT } from './data-table-constants';

/** Placeholder rows with the table's own columns, so the layout does not jump when data arrives. */
export function SkeletonRows({ columnCount }: { columnCount: number }) {
  return (
    <>
      {Array.from({ length: SKELETON_ROW_COUNT }, (_, row) => (
        <tr key={row} data-testid="skeleton-row" aria-hidden="true">
          {Array.from({ length: columnCount }, (_, column) => (
            <Cell key={column}>
              <SkeletonBar />
            </Cell>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columnCount, title, hint }: { columnCount: number; title: string; hint: string }) {
  return (
    <tr>
      <EmptyCell colSpan={columnCount}>
        <EmptyTitle>{title}</EmptyTitle>
        <EmptyHint>{hint}</EmptyHint>
      </EmptyCell>
    </tr>
  );
}
