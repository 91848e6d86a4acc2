import { http } from 'msw';
import { fail, ok } from '../lib/respond';
import { apiPath, MALFORMED_PATH } from '../lib/route';
import { auditReportHandlers } from './audit-reports';
import { documentHandlers } from './documents';
import { getFileHandler } from './files/get-file';
import { userHandlers } from './users';

const malformed = (pathname: string) => {
  try {
    pathname.split('/').forEach((segment) => decodeURIComponent(segment));
    return false;
  } catch {
    return true;
  }
};

/**
 * A broken percent-encoding in the path answers 400 before any handler tries to match it (MSW's matching would
 * throw and answer 500); every other request falls through to the handlers below. A regular expression, since a
 * path pattern would itself decode the path.
 */
const malformedPathHandler = http.all(/\/api\/v1\//, ({ request }) =>
  malformed(new URL(request.url).pathname) ? fail(400, MALFORMED_PATH) : undefined,
);

/** Every call of docs/api.md, then a 404 envelope for anything else under /api. */
export const handlers = [
  malformedPathHandler,
  ...userHandlers,
  ...auditReportHandlers,
  ...documentHandlers,
  getFileHandler,
  http.get(apiPath('/health'), () => ok({ status: 'up' }, 'The simulator is running')),
  http.all(apiPath('/*'), () => fail(404, 'Not found')),
];
