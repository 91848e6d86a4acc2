import { PageTitle } from '@/components/page/page-title';

export function ProfilePage() {
  return (
    <section>
      <PageTitle>Profile Details</PageTitle>
    </section>
  );
}
