import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { orFallback, PROFILE_TEXT } from '../utils/profile-text';

// The shared card, laid out in a row: avatar, name and role, then Edit.
const SummaryCard = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
`;

const Identity = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ProfileSummaryProps = { user: User; onEdit: () => void };

/** Avatar, full name and role; Edit only once the e-mail is verified (docs/spec/roles.md). */
export function ProfileSummary({ user, onEdit }: ProfileSummaryProps) {
  const name = orFallback(user.fullName, PROFILE_TEXT.nameMissing);
  return (
    <SummaryCard>
      <Avatar name={user.fullName} src={user.profilePic} size="lg" />
      <Identity>
        <Name>{name}</Name>
        <Subtitle>{orFallback(user.role, PROFILE_TEXT.roleMissing)}</Subtitle>
      </Identity>
      {user.isEmailVerified ? (
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      ) : null}
    </SummaryCard>
  );
}
