import { http } from 'msw';
import { notImplemented } from '../lib/respond';
import { apiPath, route } from '../lib/route';

export const documentHandlers = [
  http.post(apiPath('/s3/upload-multiple-files'), route(notImplemented)),
  http.post(apiPath('/s3/delete-file'), route(notImplemented)),
  http.post(apiPath('/rag/process'), route(notImplemented)),
];
