import { useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { PageTitle } from '@/components/page/page-title';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session/sign-out';
import { useCurrentUser } from '@/stores/auth-store';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  background: ${({ theme }) => theme.colors.background};
`;

const Sidebar = styled.aside`
  width: 16rem;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]};
`;

/** /admin/dashboard has its own layout: the sidebar and the dashboard's title. */
export function AdminLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Shell>
      <Sidebar aria-label="Admin sidebar">
        <p>{user?.fullName}</p>
        <p>{user?.email}</p>
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            await navigate({ to: paths.signIn });
          }}
        >
          Logout
        </Button>
      </Sidebar>
      <Main>
        <PageTitle>Dashboard</PageTitle>
      </Main>
    </Shell>
  );
}
