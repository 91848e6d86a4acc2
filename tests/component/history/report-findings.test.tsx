import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPdfJs } from '@/components/pdf-viewer/load-pdfjs';
import { PACT_EVIDENCE } from '@healthcare-portal/contracts/provider-states';
import { db } from '@sim/db';
import { useSimulator } from '../../support/simulator';
import { fakePdfJs, linkOver, textAt } from '../pdf-viewer/fake-pdfjs';
import { renderAppAt } from './render-app';

// jsdom cannot draw PDFs: pdf.js stands in with a known text layer; the real one runs in the browser tests.
vi.mock('@/components/pdf-viewer/load-pdfjs', () => ({ loadPdfJs: vi.fn() }));

useSimulator();

// The original's words where PACT_EVIDENCE places them: the name at (72, 90), the signing line on page 2. One fake
// stands for both PDFs: the report's page 1 links its name line and its copied passage as the engine's report does.
const NAME = textAt('Pact Patient', 72, 90);
const COPY = textAt('Stable on current dose', 72, 300);
const EARLIER = textAt('Stable on previous dose', 72, 280);
const TEXT = {
  1: [NAME, textAt('DOB: 1960-02-29', 72, 104), EARLIER, COPY],
  2: [textAt('No signature on file', 72, 700)],
};
const LINKS = {
  1: [linkOver(NAME, '#original?page=1&rect=72,90,80.5,11'), linkOver(COPY, '#original?page=1&rect=72,300,400,11')],
};

const EVIDENCE = {
  ...PACT_EVIDENCE,
  findings: [
    {
      check: 'authentication',
      severity: 'fail',
      message: 'The note is not signed.',
      pages: [2],
      places: [{ page: 2, rects: [{ x: 72, y: 700, w: 100, h: 10 }] }],
    },
    ...PACT_EVIDENCE.findings,
  ],
};

function addReport(evidence: unknown, id = 'report-findings-1', ownerId = 'user-clinical'): string {
  db.auditReport.create({
    id,
    ownerId,
    performedByName: 'Dr. Priya Raman',
    performedByRole: 'Clinical User',
    patientName: 'Pact Patient',
    patientDob: '1960-02-29',
    subscriberIds: ['SUBPACT01'],
    auditDate: '2027-01-15T10:30:00.000Z',
    noteDate: '2027-01-10',
    docType: 'Progress Note',
    documentKey: `documents/${id}`,
    reportKey: `reports/${id}`,
    evidence: evidence === null ? '' : JSON.stringify(evidence),
  });
  return id;
}

beforeEach(() => {
  vi.mocked(loadPdfJs).mockResolvedValue(
    fakePdfJs({ numPages: 2, text: TEXT, links: LINKS }).module as unknown as Awaited<ReturnType<typeof loadPdfJs>>,
  );
});

const findings = () => screen.getByRole('region', { name: 'Findings' });

describe('Findings you can act on', () => {
  it('lists the header values and the findings in the report’s order, one line each with severity and check', async () => {
    await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    await screen.findByRole('heading', { name: 'Findings' });
    const [values, checks] = within(findings()).getAllByRole('list');
    expect(
      within(values as HTMLElement)
        .getAllByRole('listitem')
        // Each entry ends with where it goes on a phone; a wider screen hides those words.
        .map((item) => item.textContent?.replace(/Show in original$/, '')),
    ).toEqual([
      'ValuePatient name: Pact Patient (page 1)',
      'ValueDate of birth: 29 February 1960 (page 1)',
      'ValueNote date: 10 January 2027 (page 1)',
      'ValueDocument type: Progress Note (page 1)',
    ]);
    expect(
      within(checks as HTMLElement)
        .getAllByRole('listitem')
        // Each entry ends with where it goes on a phone; a wider screen hides those words.
        .map((item) => item.textContent?.replace(/Show in original$/, '')),
    ).toEqual([
      'FailSignature: The note is not signed. (page 2)',
      'WarningCopied text: Assessment copied from earlier report report-pact-0 (page 1)',
    ]);
  });

  it('shows a chosen header value highlighted on its page, announces its words, and Escape returns to it', async () => {
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    await screen.findByRole('img', { name: 'Original Document, page 1 of 2' });
    const name = within(findings()).getByRole('button', { name: /Patient name: Pact Patient/ });
    name.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Patient name: Pact Patient. Shown on page 1 of the Original Document, highlighted: “Pact Patient”.',
      ),
    );
    expect(name).toHaveAttribute('aria-pressed', 'true');
    const page = screen.getByRole('region', { name: 'Original Document page' });
    expect(page).toHaveFocus();
    // Drawn over the words at the viewer's zoom (120%), with two points of room around them.
    const [box] = page.querySelectorAll<HTMLElement>('[data-evidence-rect]');
    expect(box?.style).toMatchObject({ left: `${70 * 1.2}px`, top: `${88 * 1.2}px`, width: `${84.5 * 1.2}px` });

    await user.keyboard('{Escape}');
    expect(name).toHaveFocus();
  });

  it('turns the original to a finding’s page and reads the finding with the words found there', async () => {
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    await screen.findByRole('img', { name: 'Original Document, page 1 of 2' });
    await user.click(within(findings()).getByRole('button', { name: /Signature: The note is not signed/ }));
    expect(await screen.findByRole('img', { name: 'Original Document, page 2 of 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Signature (fail): The note is not signed. Shown on page 2 of the Original Document, highlighted: “No signature on file”.',
      ),
    );
    // The AI Audit Report stays where it was.
    expect(screen.getByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeInTheDocument();
  });

  it('opens a report made before evidence was kept, saying there is none to show', async () => {
    await renderAppAt(`/clinical/history/audit-report/${addReport(null)}`);
    expect(await screen.findByText(/made before findings were linked to the original document/)).toBeInTheDocument();
    expect(within(findings()).queryAllByRole('button')).toEqual([]);
    expect(await screen.findByRole('img', { name: 'Original Document, page 1 of 2' })).toBeInTheDocument();
  });
});

describe('The PDF keeps working alone', () => {
  it('follows a citation inside the AI Audit Report as the findings list would, by mouse and by keyboard', async () => {
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    const aiReport = await screen.findByRole('region', { name: 'AI Audit Report page' });
    const citation = await within(aiReport).findByRole('button', { name: 'Show in the original: Pact Patient' });
    await user.click(citation);
    // The status region is always there, empty until something is announced: wait for the words, not the region.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Patient name: Pact Patient. Shown on page 1 of the Original Document'),
    );
    expect(within(findings()).getByRole('button', { name: /Patient name/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Original Document page' })).toHaveFocus();

    await user.keyboard('{Escape}');
    citation.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Original Document page' })).toHaveFocus();
  });
});

describe('Copied text side by side', () => {
  it('opens a copy beside its source in an earlier report the user may read, the changed words marked', async () => {
    addReport(null, 'report-pact-0');
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    await screen.findByRole('img', { name: 'Original Document, page 1 of 2' });
    await user.click(within(findings()).getByRole('button', { name: /Copied text/ }));

    const comparison = await screen.findByRole('region', { name: 'Copied text' });
    expect(within(comparison).getByText(/1 word differs/)).toBeInTheDocument();
    expect(
      within(comparison)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['current', 'previous']);
    // The source's original takes the AI Audit Report's place, its passage highlighted; Back brings the report back.
    expect(await screen.findByRole('img', { name: 'Source: earlier report report-pact-0, page 1 of 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('highlighted: “Stable on previous dose”'));
    expect(screen.getByRole('status')).toHaveTextContent('highlighted: “Stable on current dose”');
    // The original keeps the keyboard (Escape there returns to the finding); the source does not take it.
    expect(screen.getByRole('region', { name: 'Original Document page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the AI Audit Report' }));
    expect(await screen.findByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeInTheDocument();
  });

  it('says so when the earlier report is not one the user may read', async () => {
    addReport(null, 'report-pact-0', 'user-staff');
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    await screen.findByRole('img', { name: 'Original Document, page 1 of 2' });
    // From the report's own citation of the copied passage.
    const aiReport = screen.getByRole('region', { name: 'AI Audit Report page' });
    await user.click(await within(aiReport).findByRole('button', { name: 'Show in the original: Stable on current dose' }));
    expect(await screen.findByRole('alert', { name: 'Source: earlier report report-pact-0' })).toHaveTextContent(
      'You cannot open earlier report report-pact-0: it is not one of the reports you may read',
    );
    expect(screen.getByRole('region', { name: 'Copied text' })).toBeInTheDocument();
  });
});

describe('On a phone', () => {
  it('shows one view at a time: a finding shows the original alone, and Findings (or Escape) leads back', async () => {
    // A 390 px window: no media query of a wider screen matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    const { user } = await renderAppAt(`/clinical/history/audit-report/${addReport(EVIDENCE)}`);
    const views = await screen.findByRole('navigation', { name: 'Report views' });
    expect(within(views).getByRole('button', { name: 'Findings' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Original Document', hidden: true })).not.toBeVisible();

    await user.click(within(findings()).getByRole('button', { name: /Signature: The note is not signed.*Show in original/ }));
    expect(await screen.findByRole('img', { name: 'Original Document, page 2 of 2' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Findings', hidden: true })).not.toBeVisible();
    expect(within(views).getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Escape}');
    expect(within(findings()).getByRole('button', { name: /Signature/ })).toHaveFocus();
    await user.click(within(views).getByRole('button', { name: 'AI Audit Report' }));
    expect(screen.getByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeVisible();
    vi.unstubAllGlobals();
  });
});
