import { http } from 'msw';
import { fail, ok } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { progressOf } from './processing-progress';

/** GET /rag/process/progress/{progressId}: how far the caller's own processing job has got (404 otherwise). */
export const processProgressHandler = http.get(
  apiPath('/rag/process/progress/:progressId'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const progress = progressOf(param(context, 'progressId'), user.id);
    return progress ? ok(progress, 'Processing progress') : fail(404, 'No progress for this job');
  }),
);
