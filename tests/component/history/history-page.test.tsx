import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@sim/db';
import { failNext, setLatency } from '@sim/lib/controls';
import { useSimulator } from '../../support/simulator';
import { renderAppAt, urlSearch } from './render-app';

useSimulator();

const newestFirst = (ownerId: string) =>
  db.auditReport.findMany({ where: { ownerId: { equals: ownerId } } }).sort((a, b) => b.auditDate.localeCompare(a.auditDate));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const patientNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openHistory(path = '/clinical/history') {
  const app = await renderAppAt(path);
  await screen.findByRole('heading', { name: 'Audit History' });
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0));
  return app;
}

describe('Audit History', () => {
  it("lists the user's newest 5 reports with year-month-day dates, page 1", async () => {
    await openHistory();
    expect(screen.getByText('View and manage audit reports')).toBeInTheDocument();
    const expected = newestFirst('user-clinical').slice(0, 5);
    expect(patientNames()).toEqual(expected.map((report) => report.patientName));
    const firstCells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(firstCells[1]).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    expect(firstCells[3]).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/clinical/history/audit-report/${expected[0]?.id}`,
    );
  });

  it('searches by part of a name in another case, trimmed, and keeps it in the URL', async () => {
    const { user } = await openHistory();
    const target = newestFirst('user-clinical')[7];
    const part = (target?.patientName.split(' ')[1] ?? '').slice(0, 4).toUpperCase();
    await user.type(screen.getByLabelText('Patient Name'), `  ${part}  `);
    await user.type(screen.getByLabelText('Subscriber ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(patientNames()).toContain(target?.patientName));
    expect(urlSearch()).toEqual({ patientName: part });
  });

  it('clears one filter with its clear button, keeping the other; Clear Filters resets both', async () => {
    const target = newestFirst('user-clinical')[0];
    const name = target?.patientName ?? '';
    const subscriber = target?.subscriberIds[0] ?? '';
    const { user } = await openHistory(`/clinical/history?patientName=${encodeURIComponent(name)}&subscriberId=${subscriber}`);
    expect(screen.getByLabelText('Patient Name')).toHaveValue(name);
    expect(patientNames()).toEqual([name]);

    await user.click(screen.getByRole('button', { name: 'Clear patient name' }));
    await waitFor(() => expect(urlSearch()).toEqual({ subscriberId: subscriber }));
    expect(screen.getByLabelText('Patient Name')).toHaveValue('');
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue(subscriber);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(urlSearch()).toEqual({}));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('shows the empty state when nothing matches', async () => {
    await openHistory('/clinical/history?patientName=nobody-by-this-name');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('pages, jumps with the page input and changes rows per page, all in the URL', async () => {
    const { user } = await openHistory();
    const all = newestFirst('user-clinical');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(patientNames()).toEqual(all.slice(5, 10).map((report) => report.patientName)));
    expect(urlSearch()).toEqual({ page: '2' });

    await user.type(screen.getByLabelText('Go to page'), '3{Enter}');
    await waitFor(() => expect(patientNames()).toEqual(all.slice(10, 15).map((report) => report.patientName)));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(all.length));
    expect(urlSearch()).toEqual({ limit: '20' });
  });

  it("deletes after 'Confirm Delete' and refreshes the list; Cancel keeps the report", async () => {
    const { user } = await openHistory();
    const [first] = newestFirst('user-clinical');
    const firstRow = () => bodyRows()[0] as HTMLElement;

    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete the audit report for ${first?.patientName}?`);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patientNames()[0]).toBe(first?.patientName);

    await user.click(within(firstRow()).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(patientNames()).not.toContain(first?.patientName));
    expect(db.auditReport.findFirst({ where: { id: { equals: first?.id ?? '' } } })).toBeNull();
  });

  it("shows 'Deleting...' while pending; a failure is only logged, without patient data, and the dialog stays", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openHistory();
    const [first] = newestFirst('user-clinical');
    failNext('DELETE', '/audit-reports/delete', 500);
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    setLatency(200);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toBeInTheDocument();
    expect(JSON.stringify(errors.mock.calls)).not.toContain(first?.patientName ?? '');
    errors.mockRestore();
  });

  it("replaces the screen with 'Internal Server Error' when the list fails to load", async () => {
    failNext('GET', '/audit-reports/filter', 500);
    await renderAppAt('/clinical/history');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Internal Server Error');
    expect(panel).toHaveTextContent('Sorry, something went wrong. Please try again later.');
    expect(within(panel).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
