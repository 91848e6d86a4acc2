import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { PROFILE_TEXT } from '../utils/profile-text';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.warningBorder}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The yellow notice while the e-mail is unverified; Verify opens the verify dialog. */
export function UnverifiedBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <Banner>
      <Text>{PROFILE_TEXT.unverifiedBanner}</Text>
      <Button variant="secondary" size="sm" onClick={onVerify}>
        Verify
      </Button>
    </Banner>
  );
}
