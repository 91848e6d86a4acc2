import { Link, Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { isAuditReportPath, paths, prefixFor } from '@/config/paths';
import { DropdownMenu } from '@/components/ui/dropdown-menu/dropdown-menu';
import { signOut } from '@/lib/session/sign-out';
import { DEFAULT_HEADER_TITLE } from '@/routes/route-titles';
import { useCurrentUser } from '@/stores/auth-store';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.main<{ $withNav: boolean }>`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ $withNav, theme }) => ($withNav ? theme.space[16] : theme.space[6])};
`;

const BottomNav = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  display: flex;
  justify-content: space-around;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.zIndices.sticky};
`;

const NavLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-status='active'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const DisabledNavItem = styled.span`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.6;
  cursor: not-allowed;
`;

/** The page shell of every role screen: header with the user menu, the content, the bottom bar. */
export function RoleLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useMatches().reduce<string | undefined>((found, match) => match.staticData.title ?? found, undefined);
  const prefix = prefixFor(user?.role);
  const verified = user?.isEmailVerified === true;
  const showNav = !isAuditReportPath(pathname);

  const logout = async () => {
    await signOut();
    await navigate({ to: paths.signIn });
  };

  const navItems = [
    { label: 'Docs Cloning', to: paths.docsCloning(prefix), locked: !verified },
    { label: 'History', to: paths.history(prefix), locked: !verified },
    { label: 'Profile', to: paths.profile(prefix), locked: false },
  ];

  return (
    <Shell>
      <Header>
        <Title>{title ?? DEFAULT_HEADER_TITLE}</Title>
        <DropdownMenu
          label="Account menu"
          trigger={<span>{user?.fullName || user?.email}</span>}
          items={[
            ...(user?.role === 'Admin' ? [{ id: 'dashboard', label: 'Admin Dashboard', onSelect: () => void navigate({ to: paths.adminDashboard }) }] : []),
            { id: 'profile', label: 'View Profile', onSelect: () => void navigate({ to: paths.profile(prefix) }) },
            { id: 'logout', label: 'Logout', onSelect: () => void logout() },
          ]}
        />
      </Header>
      <Main $withNav={showNav}>
        <Outlet />
      </Main>
      {showNav && (
        <BottomNav aria-label="Main navigation">
          {navItems.map((item) =>
            item.locked ? (
              <DisabledNavItem key={item.label} aria-disabled="true">
                {item.label}
              </DisabledNavItem>
            ) : (
              <NavLink key={item.label} to={item.to}>
                {item.label}
              </NavLink>
            ),
          )}
        </BottomNav>
      )}
    </Shell>
  );
}
