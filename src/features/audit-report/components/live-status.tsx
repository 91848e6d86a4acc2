import styled from 'styled-components';

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-left: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.highlightBorder};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  /* Empty, it stays in the page (a live region must exist before it speaks) but takes no room. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;

/**
 * What is shown in the original, in words: a polite live region, so a screen reader hears the highlighted passage,
 * its page and its finding; on screen it keeps the finding's whole message, which the list cuts to one line.
 */
export function LiveStatus({ message }: { message: string }) {
  return (
    <Status role="status" aria-live="polite" aria-label="Shown in the viewers">
      {message}
    </Status>
  );
}
