import { useState } from 'react';
import styled, { css } from 'styled-components';
import { isSafeProfilePic } from '@healthcare-portal/contracts/profile-pic';
import { initialsOf } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizeStyles = {
  sm: css`
    width: ${({ theme }) => theme.sizes.controlSm};
    height: ${({ theme }) => theme.sizes.controlSm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  `,
  md: css`
    width: ${({ theme }) => theme.sizes.controlLg};
    height: ${({ theme }) => theme.sizes.controlLg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    width: ${({ theme }) => theme.sizes.avatarPortrait};
    height: ${({ theme }) => theme.sizes.avatarPortrait};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  `,
} as const;

const Frame = styled.span<{ $size: AvatarSize }>`
  ${({ $size }) => sizeStyles[$size]}
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const PersonGlyph = () => (
  <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" focusable="false">
    <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
  </svg>
);

type AvatarProps = {
  /** Used for the initials; the name itself is always shown beside the avatar, so the avatar stays decorative. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
};

/**
 * The user's picture, or their initials when there is none, it fails to load, or it is not an https URL or the app's
 * own file (a javascript:, data: or third-party http address is never loaded: issue 11, point 13).
 */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  // Remembering which picture failed (not just "failed") lets a new picture be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc && isSafeProfilePic(src) ? src : null;
  const initials = initialsOf(name);

  return (
    <Frame $size={size} aria-hidden="true">
      {picture ? (
        <Picture src={picture} alt="" onError={() => setFailedSrc(picture)} />
      ) : (
        <span data-testid="avatar-placeholder">{initials || <PersonGlyph />}</span>
      )}
    </Frame>
  );
}
