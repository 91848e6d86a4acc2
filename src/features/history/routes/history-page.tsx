import { PageTitle } from '@/components/page/page-title';

export function HistoryPage() {
  return (
    <section>
      <PageTitle>Audit History</PageTitle>
    </section>
  );
}
