import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPdfJs } from '@/components/pdf-viewer/load-pdfjs';
import { db } from '@sim/db';
import { simulatorServer } from '@sim/node-setup';
import { READABLE_DATE_TIME, readableDate } from '../../support/readable-date';
import { useSimulator } from '../../support/simulator';
import { fakePdfJs } from '../pdf-viewer/fake-pdfjs';
import { renderAppAt } from './render-app';

// jsdom cannot draw PDFs; the viewer itself is tested in tests/component/pdf-viewer and in the browser.
vi.mock('@/components/pdf-viewer/load-pdfjs', () => ({ loadPdfJs: vi.fn() }));

useSimulator();

beforeEach(() => {
  vi.mocked(loadPdfJs).mockResolvedValue(fakePdfJs({ numPages: 2 }).module as unknown as Awaited<ReturnType<typeof loadPdfJs>>);
});

const firstOf = (ownerId: string) => {
  const report = db.auditReport.findMany({ where: { ownerId: { equals: ownerId } } })[0];
  if (!report) throw new Error(`no seeded report for ${ownerId}`);
  return report;
};

describe('Audit report detail', () => {
  it('shows who audited it and when, the patient with subscriber ID chips, and both PDFs', async () => {
    const report = firstOf('user-clinical');
    await renderAppAt(`/clinical/history/audit-report/${report.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Report Details' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Priya Raman (Clinical User)')).toBeInTheDocument();
    expect(screen.getByText(READABLE_DATE_TIME)).toHaveAttribute('datetime', report.auditDate);
    expect(screen.getByText(report.docType)).toBeInTheDocument();
    expect(screen.getByText(report.patientName)).toBeInTheDocument();
    expect(screen.getByText(readableDate(report.patientDob))).toBeInTheDocument();
    expect(screen.getByText(readableDate(report.noteDate))).toBeInTheDocument();
    const chips = within(screen.getByRole('region', { name: 'Patient Information' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(report.subscriberIds);

    expect(await screen.findByRole('img', { name: 'Original Document, page 1 of 2' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it("shows 'Audit report not found' for someone else's report", async () => {
    const other = firstOf('user-staff');
    await renderAppAt(`/clinical/history/audit-report/${other.id}`);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Audit report not found');
    expect(problem).toHaveTextContent('The requested audit report could not be found.');
  });

  it("shows 'Failed to fetch audit report' when the server cannot be reached", async () => {
    const report = firstOf('user-clinical');
    simulatorServer.use(http.get('*/api/v1/audit-reports/get-by-id/:id', () => HttpResponse.error()));
    await renderAppAt(`/clinical/history/audit-report/${report.id}`);
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('Failed to fetch audit report');
  });

  it('goes Back to the history list it came from, with its filters, which stay out of the URL', async () => {
    const report = firstOf('user-clinical');
    const { user } = await renderAppAt('/clinical/history');
    await user.type(await screen.findByLabelText('Patient Name'), report.patientName);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'View Details' }));
    await screen.findByRole('heading', { name: 'Audit Report Details' });
    await user.click(screen.getByRole('link', { name: /Back/ }));
    await screen.findByRole('heading', { name: 'Audit History' });
    expect(screen.getByLabelText('Patient Name')).toHaveValue(report.patientName);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(1));
    expect(window.location.search).toBe('');
  });

  it('goes Back to the plain list when opened directly', async () => {
    const report = firstOf('user-clinical');
    await renderAppAt(`/clinical/history/audit-report/${report.id}`);
    await waitFor(() => expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/clinical/history'));
  });
});
