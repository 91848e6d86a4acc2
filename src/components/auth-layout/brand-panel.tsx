import styled from 'styled-components';
import { Logo } from './logo';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySubtle};

  ${({ theme }) => theme.media.desktop} {
    justify-content: center;
    gap: ${({ theme }) => theme.space[8]};
    padding: ${({ theme }) => theme.space[12]};
  }
`;

const Picture = styled.img`
  display: none;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialogMd};
  height: auto;

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

const Tagline = styled.p`
  display: none;
  margin: 0;
  max-width: ${({ theme }) => theme.sizes.dialogMd};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

/** Wide screens: logo, picture and a line about the portal; narrow screens keep only the logo above the form. */
export function BrandPanel() {
  return (
    <Panel aria-label="HealthCare Portal">
      <Logo />
      <Picture src={`${import.meta.env.BASE_URL}images/healthcare-team.svg`} alt="Clinicians reviewing a patient record" />
      <Tagline>Secure clinical document intake and AI-assisted documentation audits for your care team.</Tagline>
    </Panel>
  );
}
