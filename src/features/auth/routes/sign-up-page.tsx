import { PageTitle } from '@/components/page/page-title';

export function SignUpPage() {
  return (
    <main>
      <PageTitle>Create Account</PageTitle>
    </main>
  );
}
