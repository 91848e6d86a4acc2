import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useLogout } from '../api/use-logout';
import { activateOnSpace } from '../utils/activate-on-space';

/** docs/spec/constants.md: the sidebar's Logout clears the session after 1000 ms. */
export const SIDEBAR_LOGOUT_DELAY_MS = 1000;

const LOGO_SRC = '/images/logo.svg';

// Below the tablet breakpoint the sidebar folds away behind the header's toggle; from there up it is always shown,
// fixed on the left (out of the flow, so its full height never stretches the page).
const Aside = styled.aside<{ $open: boolean }>`
  grid-area: sidebar;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};

  ${({ theme }) => theme.media.tablet} {
    position: fixed;
    inset: 0 auto 0 0;
    display: flex;
    width: ${({ theme }) => theme.sizes.sidebarWidth};
    overflow-y: auto;
    border-bottom: 0;
    border-right: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Logo = styled.img`
  width: ${({ theme }) => theme.sizes.controlLg};
  height: ${({ theme }) => theme.sizes.controlLg};
`;

const Person = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
`;

const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RoleBadge = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const MenuHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryActive};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const LogoutArea = styled.div`
  margin-top: auto;
`;

type AdminSidebarProps = { id: string; user: User; open: boolean };

/** Logo, the signed-in Admin, 'Main Menu' with the dashboard, and Logout. */
export function AdminSidebar({ id, user, open }: AdminSidebarProps) {
  const { logout, pending } = useLogout(SIDEBAR_LOGOUT_DELAY_MS);
  const name = user.fullName || user.email;
  return (
    <Aside id={id} aria-label="Admin sidebar" $open={open}>
      <Brand>
        <Logo src={LOGO_SRC} alt="HealthCare Portal logo" />
        <span>HealthCare Portal</span>
      </Brand>
      <Person>
        <Avatar name={name} src={user.profilePic} />
        <PersonText>
          <Name>{name}</Name>
          <Email>{user.email}</Email>
          <RoleBadge>{user.role}</RoleBadge>
        </PersonText>
      </Person>
      <nav aria-labelledby={`${id}-menu`}>
        <MenuHeading id={`${id}-menu`}>Main Menu</MenuHeading>
        <MenuList>
          <li>
            <MenuLink to={paths.adminDashboard} onKeyDown={activateOnSpace}>
              Dashboard
            </MenuLink>
          </li>
        </MenuList>
      </nav>
      <LogoutArea>
        <Button variant="secondary" fullWidth busy={pending} busyText="Logging out..." onClick={() => void logout()}>
          Logout
        </Button>
      </LogoutArea>
    </Aside>
  );
}
