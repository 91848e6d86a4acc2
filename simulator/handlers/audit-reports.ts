import { deleteAuditReportHandler } from './audit-reports/delete-audit-report';
import { filterAuditReportsHandler } from './audit-reports/filter-audit-reports';
import { getAuditReportHandler } from './audit-reports/get-audit-report';

export const auditReportHandlers = [filterAuditReportsHandler, getAuditReportHandler, deleteAuditReportHandler];
