import { processResponseSchema, type ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import { apiRequest } from '../http';

/** progressId (optional, no patient data) names the job whose progress events the caller listens to. */
export const processDocument = (request: ProcessRequest, options: { progressId?: string } = {}) =>
  apiRequest({
    method: 'POST',
    path: '/rag/process',
    query: { progressId: options.progressId },
    json: request,
    body: processResponseSchema,
  });
