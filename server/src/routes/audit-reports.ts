import type { FastifyPluginAsync } from 'fastify';
import { deleteAuditReportRoute } from './audit-reports/delete-audit-report.ts';
import { filterAuditReportsRoute } from './audit-reports/filter-audit-reports.ts';
import { getAuditReportRoute } from './audit-reports/get-audit-report.ts';

/** The audit-report calls: one file per call, each parse -> rule (rules/documents) -> envelope. */
export const auditReportRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [filterAuditReportsRoute, getAuditReportRoute, deleteAuditReportRoute]) await app.register(route);
};
