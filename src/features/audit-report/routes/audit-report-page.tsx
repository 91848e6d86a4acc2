import { PageTitle } from '@/components/page/page-title';

export function AuditReportPage() {
  return (
    <section>
      <PageTitle>Audit Report Details</PageTitle>
    </section>
  );
}
