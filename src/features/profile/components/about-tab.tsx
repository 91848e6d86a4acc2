import { useId } from 'react';
import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import { orFallback, PROFILE_TEXT } from '../utils/profile-text';
import { DetailCard, DetailRow } from './detail-card';

const TabList = styled.div`
  display: flex;
  border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.primary}`};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: default;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
`;

/** The one About tab: work information, credentials (Clinical Users only) and compliance. */
export function AboutTab({ user }: { user: User }) {
  const tabId = useId();
  const panelId = useId();
  return (
    <div>
      <TabList role="tablist" aria-label="Profile sections">
        <Tab type="button" role="tab" id={tabId} aria-selected="true" aria-controls={panelId}>
          About
        </Tab>
      </TabList>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId}>
        <DetailCard title="Work Information">
          <DetailRow term="Organization">{orFallback(user.organizationAffiliation, PROFILE_TEXT.organizationMissing)}</DetailRow>
          <DetailRow term="Role">{orFallback(user.role, PROFILE_TEXT.roleMissing)}</DetailRow>
          <DetailRow term="Department">{orFallback(user.department, PROFILE_TEXT.notProvided)}</DetailRow>
        </DetailCard>
        {user.role === CLINICAL_ROLE ? (
          <DetailCard title="Professional Credentials">
            <DetailRow term="Credentials">{orFallback(user.professionalCredentials, PROFILE_TEXT.notProvided)}</DetailRow>
            <DetailRow term="NPI Number">{orFallback(user.npiNumber, PROFILE_TEXT.notProvided)}</DetailRow>
            <DetailRow term="Taxonomy Code">{orFallback(user.taxonomyCode, PROFILE_TEXT.notProvided)}</DetailRow>
          </DetailCard>
        ) : null}
        <DetailCard title="Compliance & Security">
          <DetailRow term="Compliance ID">{orFallback(user.complianceId, PROFILE_TEXT.notProvided)}</DetailRow>
          <DetailRow term="HIPAA Acknowledgement">
            {user.hipaaAcknowledgement ? PROFILE_TEXT.hipaaAcknowledged : PROFILE_TEXT.hipaaPending}
          </DetailRow>
        </DetailCard>
      </Panel>
    </div>
  );
}
