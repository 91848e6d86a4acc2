import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

type SkeletonProps = {
  rows?: number;
  /** Cells per row, e.g. a table's column count. */
  columns?: number;
  /** Read by screen readers in place of the placeholder shapes. */
  label?: string;
  className?: string;
};

const pulse = keyframes`
  50% {
    opacity: 0.5;
  }
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Cell = styled.div`
  height: ${({ theme }) => theme.sizes.skeletonRow};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} ${({ theme }) => theme.durations.pulse} ease-in-out infinite;
`;

// Indexes are the only identity placeholder rows have, and they never reorder.
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

export function Skeleton({ rows = 3, columns = 1, label = 'Loading...', className }: SkeletonProps) {
  return (
    <div className={className}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Rows aria-hidden="true">
        {range(rows).map((row) => (
          <Row key={row} data-skeleton-row="" $columns={columns}>
            {range(columns).map((column) => (
              <Cell key={column} data-skeleton-cell="" />
            ))}
          </Row>
        ))}
      </Rows>
    </div>
  );
}
