import { PageTitle } from '@/components/page/page-title';

export function SignInPage() {
  return (
    <main>
      <PageTitle>Sign in</PageTitle>
    </main>
  );
}
