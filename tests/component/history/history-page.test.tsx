import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app';
import { clearSession } from '@/stores/auth-store';
import { db } from '@sim/db';
import { failNext, setLatency } from '@sim/lib/controls';
import { readableDate } from '../../support/readable-date';
import { useSimulator } from '../../support/simulator';
import { recordAuditListCalls, renderAppAt, urlSearch } from './render-app';

useSimulator();

const newestFirst = (ownerId: string) =>
  db.auditReport.findMany({ where: { ownerId: { equals: ownerId } } }).sort((a, b) => b.auditDate.localeCompare(a.auditDate));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const patientNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openHistory(path = '/clinical/history', state: unknown = null) {
  const app = await renderAppAt(path, 'clinical@demo.health', state);
  await screen.findByRole('heading', { name: 'Audit History' });
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0));
  return app;
}

describe('Audit History', () => {
  it("lists the user's newest 5 reports with dates as '26 May 1949', page 1", async () => {
    await openHistory();
    expect(screen.getByText('View and manage audit reports')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Performed By' })).not.toBeInTheDocument();
    const expected = newestFirst('user-clinical').slice(0, 5);
    expect(patientNames()).toEqual(expected.map((report) => report.patientName));
    const firstCells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(firstCells[1]).toHaveTextContent(new RegExp(`^${readableDate(expected[0]?.patientDob ?? '')}$`));
    // The audit date is an instant: its day where the reader is (the test machine's zone).
    const auditDay = new Date(expected[0]?.auditDate ?? '').toLocaleDateString('en-CA');
    expect(firstCells[3]).toHaveTextContent(new RegExp(`^${readableDate(auditDay)}$`));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/clinical/history/audit-report/${expected[0]?.id}`,
    );
  });

  it("shows an Admin everyone's reports with who performed each audit; other roles see no such column", async () => {
    await renderAppAt('/admin/history', 'admin@demo.health');
    await screen.findByRole('heading', { name: 'Audit History' });
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Patient Name',
      'DOB',
      'Subscriber ID',
      'Audit Date',
      'Performed By',
      'Actions',
    ]);
    const newest = db.auditReport.getAll().sort((a, b) => b.auditDate.localeCompare(a.auditDate))[0];
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent(
      `${newest?.performedByName} (${newest?.performedByRole})`,
    );
  });

  it('searches by part of a name in another case, trimmed; the API call carries it, the page URL never does', async () => {
    const calls = recordAuditListCalls();
    const { user } = await openHistory();
    const target = newestFirst('user-clinical')[7];
    const part = (target?.patientName.split(' ')[1] ?? '').slice(0, 4).toUpperCase();
    await user.type(screen.getByLabelText('Patient Name'), `  ${part}  `);
    await user.type(screen.getByLabelText('Subscriber ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(patientNames()).toContain(target?.patientName));
    expect(calls.at(-1)).toEqual({ page: '1', limit: '5', userId: 'user-clinical', patientName: part });
    expect(urlSearch()).toEqual({});
    expect(window.location.href.toUpperCase()).not.toContain(part);
  });

  it('keeps the applied filters through back, forward and a reload, without putting them in the URL', async () => {
    const calls = recordAuditListCalls();
    const { user, reload } = await openHistory();
    const [first, second] = newestFirst('user-clinical');
    const nameOf = (report: typeof first) => report?.patientName ?? '';
    const search = async (name: string) => {
      await user.clear(screen.getByLabelText('Patient Name'));
      await user.type(screen.getByLabelText('Patient Name'), name);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(patientNames()).toEqual([name]));
    };
    await search(nameOf(first));
    await search(nameOf(second));
    expect(window.location.pathname + window.location.search).toBe('/clinical/history');

    window.history.back();
    await waitFor(() => expect(screen.getByLabelText('Patient Name')).toHaveValue(nameOf(first)));
    await waitFor(() => expect(patientNames()).toEqual([nameOf(first)]));
    window.history.back();
    await waitFor(() => expect(screen.getByLabelText('Patient Name')).toHaveValue(''));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    window.history.forward();
    await waitFor(() => expect(patientNames()).toEqual([nameOf(first)]));

    reload();
    await screen.findByRole('heading', { name: 'Audit History' });
    await waitFor(() => expect(patientNames()).toEqual([nameOf(first)]));
    expect(screen.getByLabelText('Patient Name')).toHaveValue(nameOf(first));
    expect(calls.at(-1)?.patientName).toBe(nameOf(first));
    expect(urlSearch()).toEqual({});
  });

  it('clears one filter with its clear button, keeping the other; Clear Filters resets both', async () => {
    const calls = recordAuditListCalls();
    const target = newestFirst('user-clinical')[0];
    const name = target?.patientName ?? '';
    const subscriber = target?.subscriberIds[0] ?? '';
    const { user } = await openHistory();
    await user.type(screen.getByLabelText('Patient Name'), name);
    await user.type(screen.getByLabelText('Subscriber ID'), subscriber);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(patientNames()).toEqual([name]));
    expect(calls.at(-1)).toMatchObject({ patientName: name, subscriberId: subscriber });

    await user.click(screen.getByRole('button', { name: 'Clear patient name' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: '1', limit: '5', userId: 'user-clinical', subscriberId: subscriber }));
    expect(screen.getByLabelText('Patient Name')).toHaveValue('');
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue(subscriber);
    expect(urlSearch()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue('');
    expect(urlSearch()).toEqual({});
  });

  it('shows the empty state when nothing matches', async () => {
    const { user } = await openHistory();
    await user.type(screen.getByLabelText('Patient Name'), 'nobody-by-this-name');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
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

  it('pages through filtered results: the page goes in the URL, the filter stays in the entry; a new search starts at page 1', async () => {
    const calls = recordAuditListCalls();
    const { user } = await openHistory();
    const all = newestFirst('user-clinical');
    await user.type(screen.getByLabelText('Subscriber ID'), ' sub ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: '1', subscriberId: 'sub' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(patientNames()).toEqual(all.slice(5, 10).map((report) => report.patientName)));
    expect(calls.at(-1)).toMatchObject({ page: '2', subscriberId: 'sub' });
    expect(urlSearch()).toEqual({ page: '2' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(patientNames()).toEqual(all.slice(0, 5).map((report) => report.patientName)));
    expect(urlSearch()).toEqual({});
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue('sub');
  });

  it('drops the filters of an address bookmarked when they were in the URL, replacing the entry and keeping the page', async () => {
    const calls = recordAuditListCalls();
    const name = newestFirst('user-clinical')[0]?.patientName ?? '';
    const before = window.history.length;
    await openHistory(`/clinical/history?patientName=${encodeURIComponent(name)}&subscriberId=SUB&page=2`);
    expect(urlSearch()).toEqual({ page: '2' });
    expect(window.history.length).toBe(before);
    expect(screen.getByLabelText('Patient Name')).toHaveValue('');
    expect(screen.getByLabelText('Subscriber ID')).toHaveValue('');
    expect(bodyRows()).toHaveLength(5);
    expect(calls.every((call) => !('patientName' in call) && !('subscriberId' in call))).toBe(true);
  });

  it('signed out, such an address sends to sign-in remembering the list without its filters', async () => {
    clearSession();
    window.history.replaceState(null, '', '/clinical/history?patientName=Ada%20Lovelace&limit=10');
    render(<App />);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(urlSearch()).toEqual({ redirect: '/clinical/history?limit=10' });
  });

  it("ignores filters another account left in the tab's history entry", async () => {
    const name = newestFirst('user-clinical')[0]?.patientName ?? '';
    await openHistory('/clinical/history', { historyFilters: { ownerId: 'user-staff', patientName: name } });
    expect(screen.getByLabelText('Patient Name')).toHaveValue('');
    expect(bodyRows()).toHaveLength(5);
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
