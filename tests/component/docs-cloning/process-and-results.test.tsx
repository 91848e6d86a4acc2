import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { failNext } from '@sim/lib/controls';
import { simulatorServer } from '@sim/node-setup';
import { documentStore, setAllowMultiNote, setFormData, setUploadedFile } from '@/stores/document-store';
import { readableDate } from '../../support/readable-date';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { expectedHeaders, threeNoteChart } from '../../unit/docs-cloning/three-note-chart';
import { expectToast, givenMergedDocument, openCreateScreen, resetDocumentWork } from './docs-cloning-support';

useSimulator();
beforeEach(resetDocumentWork);

async function readyToProcess(allowMultiNote = true) {
  const chart = await threeNoteChart();
  documentStore.setState(setUploadedFile(await givenMergedDocument([chart.pdf])));
  const { name, dob, subscriberId } = chart.patient;
  documentStore.setState(setFormData({ patientName: name, dob, subscriberId }));
  documentStore.setState(setAllowMultiNote(allowMultiNote));
  const rendered = await openCreateScreen();
  await screen.findByRole('button', { name: 'Process Document' });
  return { ...rendered, chart };
}

describe('processing and its results', () => {
  it('processes a 3-note chart into three notes, each with its header and report', async () => {
    const { user, chart } = await readyToProcess();
    // As a screen writes them: dates as '26 May 1949' (docs/dates.md).
    const headers = expectedHeaders(chart).map((header) => ({
      ...header,
      patientDob: readableDate(header.patientDob),
      noteDate: readableDate(header.noteDate),
    }));
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    await expectToast('Processing Complete', 'Document processed successfully! Found 3 note(s)');
    expect(screen.getByRole('heading', { level: 1, name: 'Document Analysis Complete' })).toBeInTheDocument();
    const patient = within(screen.getByRole('region', { name: 'Patient Information' }));
    expect(patient.getAllByRole('definition').map((value) => value.textContent)).toEqual(Object.values(headers[0] ?? {}));
    const notes = within(screen.getByRole('list', { name: 'Notes found' })).getAllByRole('listitem');
    expect(notes.map((note) => within(note).getByRole('heading').textContent)).toEqual(['Note 1 of 3', 'Note 2 of 3', 'Note 3 of 3']);
    expect(
      notes.map((note) =>
        within(note)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ),
    ).toEqual(headers.map((header) => Object.values(header)));
    expect(within(notes[2] as HTMLElement).getByRole('button', { name: 'Download Report 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Document Preview' })).getByText('chart.pdf')).toBeInTheDocument();
  });

  it('keeps the chart as one note with Allow Multi Note off, and New starts over keeping that choice', async () => {
    const { user } = await readyToProcess(false);
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    await expectToast('Processing Complete', 'Document processed successfully! Found 1 note(s)');
    expect(screen.queryByRole('list', { name: 'Notes found' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Allow Multi Note' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Patient Name/ })).toHaveValue('');
  });

  it('shows a refusal with the server message as title, and a broken call as Processing Error', async () => {
    const { user } = await readyToProcess();
    failNext('POST', '/rag/process', 500);
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    await expectToast('Internal Server Error', 'Please try again');
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    simulatorServer.use(http.post(`${TEST_API_BASE_URL}/rag/process`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    await expectToast('Processing Error', 'An error occurred during processing');
  });

  it('says the server is busy and retrying, keeps the details, and sends the same request again', async () => {
    const { user } = await readyToProcess(false);
    failNext('POST', '/rag/process', 503);
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    const notice = await screen.findByText('Server busy, retrying');
    expect(notice.closest('[role="status"]')).toHaveTextContent(/Trying again in [12] seconds\. Your files and details are kept\./);
    expect(screen.getByRole('textbox', { name: /Patient Name/ })).not.toHaveValue('');
    await expectToast('Processing Complete', 'Document processed successfully! Found 1 note(s)');
    expect(screen.queryByText('Server busy, retrying')).not.toBeInTheDocument();
  });

  it('shows Document preview not available when the result has no document URL', async () => {
    const { user } = await readyToProcess();
    await user.click(screen.getByRole('button', { name: 'Process Document' }));
    await screen.findByRole('heading', { level: 1, name: 'Document Analysis Complete' });
    documentStore.setState((state) => ({ ...state, uploadedFile: null }));
    expect(await screen.findByText('Document preview not available')).toBeInTheDocument();
    expect(screen.getByText('No PDF URL found for document')).toBeInTheDocument();
  });
});
