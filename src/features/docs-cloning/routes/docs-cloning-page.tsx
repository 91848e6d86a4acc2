import { PageTitle } from '@/components/page/page-title';

export function DocsCloningPage() {
  return (
    <section>
      <PageTitle>Docs Cloning</PageTitle>
    </section>
  );
}
