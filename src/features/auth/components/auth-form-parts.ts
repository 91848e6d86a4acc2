import styled from 'styled-components';
import { textLinkStyles } from '@/components/auth-layout/text-button';

export const FooterText = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A router link styled as text (pass `as={Link}`). */
export const TextLink = styled.a`
  ${textLinkStyles}
`;
