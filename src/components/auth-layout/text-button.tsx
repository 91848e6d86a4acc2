import styled, { css } from 'styled-components';

/** Shared by router links and link-like buttons, so both read the same. */
export const textLinkStyles = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space[1]};
  cursor: pointer;
`;

/** A button that reads like a link (Forgot Password, Resend, Change Email): it acts here, it does not navigate. */
export const TextButton = styled.button.attrs({ type: 'button' })`
  ${textLinkStyles}

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;
