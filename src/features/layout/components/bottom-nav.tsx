import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { paths } from '@/config/paths';
import { fixedBar } from '@/theme/fixed-bar';
import { activateOnSpace } from '../utils/activate-on-space';
import { DocumentsIcon, HistoryIcon, LockIcon, ProfileIcon } from './layout-icons';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: flex;
  justify-content: space-around;
  max-width: ${({ theme }) => theme.sizes.dialogLg};
  height: ${({ theme }) => theme.sizes.bottomNavHeight};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  svg {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
    outline-offset: -${({ theme }) => theme.sizes.focusRing};
  }
`;

const NavLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// Dimmed like a disabled button of the UI kit, with a lock so the state does not rest on colour alone.
const DIMMED_OPACITY = 0.6;

const LockedItem = styled.span`
  ${itemStyles}
  position: relative;
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: ${DIMMED_OPACITY};
  cursor: not-allowed;
`;

const Lock = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  svg {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

type NavEntry = { label: string; to: string; icon: ReactNode; locked: boolean };

function entriesFor(prefix: string, verified: boolean): NavEntry[] {
  return [
    { label: 'Docs Cloning', to: paths.docsCloning(prefix), icon: <DocumentsIcon />, locked: !verified },
    { label: 'History', to: paths.history(prefix), icon: <HistoryIcon />, locked: !verified },
    { label: 'Profile', to: paths.profile(prefix), icon: <ProfileIcon />, locked: false },
  ];
}

/**
 * Docs Cloning, History and Profile, the same for every role. Until the e-mail is verified the first two are
 * dimmed, lead nowhere and say why; they stay focusable so keyboard and screen reader users find them too.
 */
export function BottomNav({ prefix, verified }: { prefix: string; verified: boolean }) {
  return (
    <Bar aria-label="Main navigation" {...fixedBar('bottom')}>
      <List>
        {entriesFor(prefix, verified).map((entry) => (
          <li key={entry.label}>
            {entry.locked ? (
              <LockedItem role="link" aria-disabled="true" tabIndex={0}>
                {entry.icon}
                {entry.label}
                <VisuallyHidden> (unavailable until your email is verified)</VisuallyHidden>
                <Lock>
                  <LockIcon />
                </Lock>
              </LockedItem>
            ) : (
              <NavLink to={entry.to} onKeyDown={activateOnSpace}>
                {entry.icon}
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </List>
    </Bar>
  );
}
