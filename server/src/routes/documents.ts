import type { FastifyPluginAsync } from 'fastify';
import { auditReportRoutes } from './audit-reports.ts';
import { fileRoutes } from './files.ts';

/**
 * Uploads (multipart), delete-file, process and its progress, audit reports, files with Range. Registered under
 * /api/v1 by app.ts; app.ctx holds the context.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(auditReportRoutes);
  await app.register(fileRoutes);
};
