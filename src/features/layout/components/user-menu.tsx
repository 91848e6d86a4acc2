import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { Avatar } from '@/components/avatar/avatar';
import { DropdownMenu, type DropdownMenuItem } from '@/components/ui/dropdown-menu/dropdown-menu';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { paths, prefixFor } from '@/config/paths';
import { useLogout } from '../api/use-logout';
import { ChevronDownIcon } from './layout-icons';

/** 'area': a role screen, where an Admin is offered the dashboard; 'admin': the dashboard, offering the normal screens. */
export type HeaderVariant = 'area' | 'admin';

// The header gives the account menu what the screen title leaves; the name is cut only when that is too little.
const Menu = styled(DropdownMenu)`
  flex: 0 1 auto;
  min-width: 0;
`;

const Identity = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  text-align: left;
`;

const oneLine = `
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Name = styled.span`
  ${oneLine}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// On phones the name alone says who is signed in; the e-mail joins it from the tablet width.
const Email = styled.span`
  ${oneLine}
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

function itemsFor(user: User, variant: HeaderVariant, logout: () => void): DropdownMenuItem[] {
  const prefix = prefixFor(user.role);
  const link = (id: string, label: string, to: string): DropdownMenuItem => ({
    id,
    label,
    render: (props) => <Link to={to} {...props} />,
  });
  const adminEntry =
    user.role !== 'Admin'
      ? []
      : variant === 'area'
        ? [link('admin-dashboard', 'Admin Dashboard', paths.adminDashboard)]
        : [link('normal-user', 'Normal User', paths.adminNormalUser)];
  return [...adminEntry, link('profile', 'View Profile', paths.profile(prefix)), { id: 'logout', label: 'Logout', onSelect: logout }];
}

/** Avatar, name and e-mail; opens the account menu. */
export function UserMenu({ user, variant }: { user: User; variant: HeaderVariant }) {
  const { logout } = useLogout();
  const name = user.fullName || user.email;
  return (
    <Menu
      items={itemsFor(user, variant, () => void logout())}
      trigger={
        <>
          <Avatar name={name} src={user.profilePic} size="sm" />
          <Identity>
            <Name>{name}</Name>
            <Email>{user.email}</Email>
          </Identity>
          <VisuallyHidden>Account menu</VisuallyHidden>
          <ChevronDownIcon />
        </>
      }
    />
  );
}
