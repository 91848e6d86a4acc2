import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ROWS_PER_PAGE_OPTIONS } from '@/components/data-table/data-table-constants';
import { renderWithTheme } from '../ui/render-with-theme';

type Fruit = { id: string; name: string; origin?: string };
const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, card: 'title' },
  { id: 'origin', header: 'Origin', cell: (row) => row.origin ?? '-' },
  { id: 'actions', header: 'Actions', cell: (row) => <button type="button">Eat {row.name}</button>, card: 'actions' },
];

/** The window as a phone reports it: no media query for wider screens matches. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
afterEach(() => vi.unstubAllGlobals());

function renderTable(overrides: { rows?: Fruit[]; loading?: boolean; page?: number; totalPages?: number } = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const view = renderWithTheme(
    <DataTable
      label="Fruit"
      columns={columns}
      rows={overrides.rows ?? [{ id: '1', name: 'Apple' }]}
      rowKey={(row) => row.id}
      loading={overrides.loading ?? false}
      pagination={{
        page: overrides.page ?? 1,
        totalPages: overrides.totalPages ?? 7,
        pageSize: 5,
        pageSizes: ROWS_PER_PAGE_OPTIONS,
        onPageChange,
        onPageSizeChange,
      }}
    />,
  );
  return { ...view, onPageChange, onPageSizeChange };
}

describe('DataTable', () => {
  it('shows 6 skeleton rows while loading, and the empty state when there are no rows', () => {
    const { rerender } = renderTable({ loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<></>);
    renderTable({ rows: [] });
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('shows up to 5 page numbers around the current page, and disables previous/next at the ends', async () => {
    const first = renderTable({ page: 1, totalPages: 7 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await first.user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
    first.unmount();

    renderTable({ page: 7, totalPages: 7 });
    const lastNav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(lastNav)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
    expect(within(lastNav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers the rows-per-page choices 5, 10, 15, 20, 50, 70, 100', async () => {
    const { user, onPageSizeChange } = renderTable();
    const select = screen.getByLabelText('Rows per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '20', '50', '70', '100']);
    await user.selectOptions(select, '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('jumps with the go-to-page input and ignores values outside 1..total, logging only', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, onPageChange } = renderTable({ totalPages: 7 });
    const input = screen.getByLabelText('Go to page');
    await user.type(input, '8{Enter}');
    await user.type(input, '0{Enter}');
    await user.type(input, 'x{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(3);
    await user.type(input, '6{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(6);
    info.mockRestore();
  });

  describe('on a screen narrower than its columns (a phone)', () => {
    it('shows each row as a card: its title, the other columns as labelled values, the actions last', () => {
      onAPhone();
      renderTable({
        rows: [
          { id: '1', name: 'Apple', origin: 'Kent' },
          { id: '2', name: 'Pear' },
        ],
      });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Fruit' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const [apple] = cards;
      expect(within(apple as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Apple');
      expect(
        within(apple as HTMLElement)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Origin']);
      expect(within(apple as HTMLElement).getByRole('definition')).toHaveTextContent('Kent');
      expect(apple?.lastElementChild).toContainElement(within(apple as HTMLElement).getByRole('button', { name: 'Eat Apple' }));
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    });

    it('shows the 6 placeholders while loading and the empty state, with the same words', () => {
      onAPhone();
      const { rerender } = renderTable({ loading: true });
      expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
      expect(screen.getByRole('list', { name: 'Fruit' })).toHaveAttribute('aria-busy', 'true');
      rerender(<></>);
      renderTable({ rows: [] });
      expect(screen.getByText('No results found')).toBeInTheDocument();
      expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    });
  });
});
