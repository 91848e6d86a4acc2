import { http } from 'msw';
import { progressAnswer } from '@healthcare-portal/rules/documents/progress';
import { respond } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { progressOf } from './processing-progress';

/** GET /rag/process/progress/{progressId} (rules/documents/progress.ts). */
export const processProgressHandler = http.get(
  apiPath('/rag/process/progress/:progressId'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    return respond(progressAnswer(progressOf(param(context, 'progressId'), user.id)));
  }),
);
