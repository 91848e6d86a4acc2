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

// On phones the avatar alone opens the menu, leaving the width to the screen title.
const Identity = styled.span`
  display: none;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  text-align: left;
  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

const Name = styled.span`
  max-width: ${({ theme }) => theme.sizes.menuMinWidth};
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
    <DropdownMenu
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
