import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addSelectedFiles, documentStore } from '@/stores/document-store';
import { useSimulator } from '../../support/simulator';
import { renderSignedInAt } from '../layout/support/render-app';
import { resetDocumentWork } from './docs-cloning-support';

useSimulator();
beforeEach(resetDocumentWork);

describe('Docs Cloning landing', () => {
  it('explains the feature and links New Document Process to the create screen', async () => {
    const { user } = await renderSignedInAt('/clinical/docs-cloning', 'clinical@demo.health');
    expect(await screen.findByRole('heading', { level: 1, name: 'Docs Cloning' })).toBeInTheDocument();
    expect(screen.getByText(/agentic AI processing/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New Document Process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/clinical/docs-cloning/create'));
  });

  it('with work in progress, replaces the route with the create screen', async () => {
    documentStore.setState(addSelectedFiles([{ name: 'a.pdf', size: 10, lastModified: 1, type: 'application/pdf' }]));
    const before = window.history.length;
    await renderSignedInAt('/staff/docs-cloning', 'staff@demo.health');
    await waitFor(() => expect(window.location.pathname).toBe('/staff/docs-cloning/create'));
    expect(window.history.length).toBe(before);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
  });
});
