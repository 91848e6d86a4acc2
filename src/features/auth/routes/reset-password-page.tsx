import { PageTitle } from '@/components/page/page-title';

export function ResetPasswordPage() {
  return (
    <main>
      <PageTitle>Reset Password</PageTitle>
    </main>
  );
}
