import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { auditReportRoutes } from './audit-reports.ts';
import { deleteFileRoute } from './documents/delete-file.ts';
import { processDocumentRoute } from './documents/process-document.ts';
import { processProgressRoute } from './documents/process-progress.ts';
import { uploadFilesRoute } from './documents/upload-files.ts';
import { fileRoutes } from './files.ts';

/**
 * Uploads (multipart), delete-file, process and its progress, audit reports, files with Range: one file per call.
 * Registered under /api/v1 by app.ts; merging and processing run as jobs of the queue, in whichever process works it.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart);
  for (const route of [auditReportRoutes, fileRoutes, uploadFilesRoute, deleteFileRoute, processDocumentRoute, processProgressRoute]) {
    await app.register(route);
  }
};
