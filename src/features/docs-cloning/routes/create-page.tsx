import { PageTitle } from '@/components/page/page-title';

export function CreatePage() {
  return (
    <section>
      <PageTitle>Upload Documents</PageTitle>
    </section>
  );
}
