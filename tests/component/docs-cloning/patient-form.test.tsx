import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '@healthcare-portal/contracts/iso-date';
import { FORM_SAVE_DELAY_MS } from '@/features/docs-cloning/hooks/use-debounced-form-save';
import { documentStore, setUploadedFile } from '@/stores/document-store';
import { makeTextPdf } from '../../../fixtures/documents/make-documents';
import { useSimulator } from '../../support/simulator';
import { expectToast, givenMergedDocument, openCreateScreen, resetDocumentWork } from './docs-cloning-support';

useSimulator();
beforeEach(resetDocumentWork);

const processButton = () => screen.getByRole('button', { name: 'Process Document' });
const dobInput = () => screen.getByRole('textbox', { name: /Date of Birth/ });

describe('Upload Documents: the patient form', () => {
  it('starts with Allow Multi Note checked and Process Document unavailable until a document exists', async () => {
    const { user } = await openCreateScreen();
    expect(await screen.findByRole('checkbox', { name: 'Allow Multi Note' })).toBeChecked();
    expect(processButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: /Patient Name/ }), 'Jordan Example');
    await user.type(dobInput(), '12/04/1961');
    await user.type(screen.getByRole('textbox', { name: /Subscriber ID/ }), 'SUB-000123');
    await user.click(processButton());
    await expectToast('No Document', 'Please upload document(s) first');
  });

  it('names each missing field with docs/spec/validation.md’s message', async () => {
    documentStore.setState(setUploadedFile(await givenMergedDocument([await makeTextPdf()])));
    const { user } = await openCreateScreen();
    await user.click(await screen.findByRole('button', { name: 'Process Document' }));
    expect(await screen.findByText('Patient name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Subscriber ID is required')).toBeInTheDocument();
  });

  it('saves the values to the document store after a 300 ms pause in typing', async () => {
    const { user } = await openCreateScreen();
    await user.type(await screen.findByRole('textbox', { name: /Subscriber ID/ }), 'SUB-1');
    expect(documentStore.getState().formData.subscriberId).toBe('');
    await waitFor(() => expect(documentStore.getState().formData.subscriberId).toBe('SUB-1'), { timeout: FORM_SAVE_DELAY_MS * 4 });
  });

  it('restores saved values, the date shown as dd/MM/yyyy', async () => {
    documentStore.setState((state) => ({
      ...state,
      formData: { patientName: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-1' },
    }));
    await openCreateScreen();
    expect(await screen.findByDisplayValue('Jordan Example')).toBeInTheDocument();
    expect(dobInput()).toHaveValue('12/04/1961');
    expect(dobInput()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('refuses a typed date that is not a day or is after today', async () => {
    const { user } = await openCreateScreen();
    await user.type(await screen.findByRole('textbox', { name: /Date of Birth/ }), '31/02/1990');
    await user.tab();
    expect(screen.getByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
    await user.clear(dobInput());
    await user.type(dobInput(), '01/01/2999');
    await user.tab();
    expect(screen.getByText('Date of birth cannot be in the future')).toBeInTheDocument();
  });
});

describe('the date of birth calendar', () => {
  it('has month and year lists of 15 items, no day after today, and picks a day', async () => {
    const { user } = await openCreateScreen();
    await user.click(await screen.findByRole('button', { name: 'Choose date of birth from a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Choose date of birth' });
    expect(within(calendar).getAllByRole('option').length).toBe(30);
    expect(within(within(calendar).getByRole('combobox', { name: 'Month' })).getAllByRole('option')).toHaveLength(15);
    expect(within(within(calendar).getByRole('combobox', { name: 'Year' })).getAllByRole('option')).toHaveLength(15);
    const today = within(calendar).getByRole('button', { current: 'date' });
    expect(today).toHaveFocus();
    const days = within(calendar).getAllByRole('button', { pressed: false });
    expect(days.filter((day) => (day.dataset.iso ?? '') > todayIso()).every((day) => day.hasAttribute('disabled'))).toBe(true);

    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), String(Number(todayIso().slice(0, 4)) - 7));
    await user.click(within(calendar).getByRole('button', { name: /^15 / }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dobInput()).toHaveValue(`15/${todayIso().slice(5, 7)}/${Number(todayIso().slice(0, 4)) - 7}`);
    expect(screen.getByRole('button', { name: 'Choose date of birth from a calendar' })).toHaveFocus();
  });

  it('moves by day with the arrow keys, picks with Enter and closes on Escape', async () => {
    const { user } = await openCreateScreen();
    await user.click(await screen.findByRole('button', { name: 'Choose date of birth from a calendar' }));
    await user.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    const picked = new Date();
    picked.setDate(picked.getDate() - 8);
    const expected = `${String(picked.getDate()).padStart(2, '0')}/${String(picked.getMonth() + 1).padStart(2, '0')}/${picked.getFullYear()}`;
    expect(dobInput()).toHaveValue(expected);
    await user.click(screen.getByRole('button', { name: 'Choose date of birth from a calendar' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
