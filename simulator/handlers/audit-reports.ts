import { http } from 'msw';
import { notImplemented } from '../lib/respond';
import { apiPath, route } from '../lib/route';

export const auditReportHandlers = [
  http.get(apiPath('/audit-reports/filter'), route(notImplemented)),
  http.get(apiPath('/audit-reports/get-by-id/:id'), route(notImplemented)),
  http.delete(apiPath('/audit-reports/delete/:id'), route(notImplemented)),
];
