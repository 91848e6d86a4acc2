import { isApiError } from '@/api/api-error';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';

/** docs/spec/messages.md, word for word. */
const REPORT_MESSAGES = {
  notFound: 'Audit report not found',
  notFoundHint: 'The requested audit report could not be found.',
  fetchFailed: 'Failed to fetch audit report',
  noReportTitle: 'Audit Report Not Found',
} as const;

export type ReportView =
  { kind: 'loading' } | { kind: 'problem'; title: string; hint?: string } | { kind: 'loaded'; report: AuditReportDetail };

type ReportQuery = { isLoading: boolean; error: unknown; data: AuditReportDetail | null | undefined };

/**
 * docs/spec/states.md#audit-report-screen: loading, error or not found, loaded. A refusal (404 for someone else's
 * report) or an empty answer is "not found"; no answer at all is a failed fetch.
 */
export function reportView({ isLoading, error, data }: ReportQuery): ReportView {
  if (isLoading) return { kind: 'loading' };
  if (error) {
    return isApiError(error) && error.kind === 'http'
      ? { kind: 'problem', title: REPORT_MESSAGES.notFound, hint: REPORT_MESSAGES.notFoundHint }
      : { kind: 'problem', title: REPORT_MESSAGES.fetchFailed };
  }
  if (data === null) return { kind: 'problem', title: REPORT_MESSAGES.notFound, hint: REPORT_MESSAGES.notFoundHint };
  if (data === undefined) return { kind: 'problem', title: REPORT_MESSAGES.noReportTitle };
  return { kind: 'loaded', report: data };
}
