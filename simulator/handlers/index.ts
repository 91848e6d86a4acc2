import { http } from 'msw';
import { fail, ok } from '../lib/respond';
import { apiPath } from '../lib/route';
import { auditReportHandlers } from './audit-reports';
import { documentHandlers } from './documents';
import { getFileHandler } from './files/get-file';
import { userHandlers } from './users';

/** Every call of SPEC.md section 7, then a 404 envelope for anything else under /api. */
export const handlers = [
  ...userHandlers,
  ...auditReportHandlers,
  ...documentHandlers,
  getFileHandler,
  http.get(apiPath('/health'), () => ok({ status: 'up' }, 'The simulator is running')),
  http.all(apiPath('/*'), () => fail(404, 'Not found')),
];
