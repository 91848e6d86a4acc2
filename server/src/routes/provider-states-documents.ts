import type { StateContext, StateSetter } from './provider-states.ts';

/**
 * Owned by the documents engineer: the audit-report, upload, document and progress states of the pact files
 * (AUDIT_STATES, UPLOAD_STATES, DOCUMENT_STATES, PROGRESS_STATES), spread into the account states.
 */
export const documentProviderStates: Record<string, StateSetter> = {};

/** Runs after every reset to the seed (tables are already empty): clear stored files, in-memory jobs, limits. */
export async function resetDocumentData(_ctx: StateContext): Promise<void> {}
