import { http } from 'msw';
import { deleteFileRequestSchema } from '@healthcare-portal/contracts/documents/delete-file';
import { deleteUpload } from '@healthcare-portal/rules/documents/files';
import { documentPorts } from '../../ports/documents';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';

/** POST /s3/delete-file (rules/documents/files.ts). */
export const deleteFileHandler = http.post(
  apiPath('/s3/delete-file'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const { key } = await validate(deleteFileRequestSchema, await readJson(request));
    return respond(await deleteUpload(documentPorts, user, key));
  }),
);
