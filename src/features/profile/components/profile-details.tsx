import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { PageTitle } from '@/components/page/page-title';
import { VerifyEmailDialog } from '@/components/verify-email/verify-email-dialog';
import { useVerifyDialog } from '../hooks/use-verify-dialog';
import { AboutTab } from './about-tab';
import { ContactCard } from './contact-card';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileSummary } from './profile-summary';
import { UnverifiedBanner } from './unverified-banner';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.breakpoints.desktop}px;
  margin: 0 auto;
`;

// Contact details beside the About tab on wide screens, above it on phones.
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 2fr;
  }
`;

/** Profile Details: summary, contact, About; editing once verified, verifying until then. */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const verifyDialog = useVerifyDialog(user);

  return (
    <Page>
      <PageTitle>Profile Details</PageTitle>
      {user.isEmailVerified ? null : <UnverifiedBanner onVerify={verifyDialog.show} />}
      <ProfileSummary user={user} onEdit={() => setEditing(true)} />
      <Columns>
        <ContactCard user={user} />
        <AboutTab user={user} />
      </Columns>
      <EditProfileDialog open={editing} user={user} onClose={() => setEditing(false)} />
      <VerifyEmailDialog open={verifyDialog.open} email={user.email} onClose={verifyDialog.close} resendEnabled />
    </Page>
  );
}
