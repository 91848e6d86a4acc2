import styled from 'styled-components';

const Mark = styled.span<{ $verified: boolean }>`
  display: inline-flex;
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.warningText)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The e-mail's state as an icon with a text alternative, so it does not rest on colour or shape alone. */
export function VerifiedIcon({ verified }: { verified: boolean }) {
  const label = verified ? 'Verified' : 'Not verified';
  return (
    <Mark role="img" aria-label={label} title={label} $verified={verified}>
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        {verified ? (
          <path d="m8 12 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M12 7v6m0 3.5v.5" strokeLinecap="round" />
        )}
      </svg>
    </Mark>
  );
}
