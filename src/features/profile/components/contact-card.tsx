import type { User } from '@healthcare-portal/contracts/user';
import { orFallback, PROFILE_TEXT } from '../utils/profile-text';
import { DetailCard, DetailRow } from './detail-card';
import { VerifiedIcon } from './verified-icon';

/** E-mail with its verification state, phone, and the address when there is one. */
export function ContactCard({ user }: { user: User }) {
  return (
    <DetailCard title="Contact Information">
      <DetailRow term="Email">
        {orFallback(user.email, PROFILE_TEXT.notProvided)}
        <VerifiedIcon verified={user.isEmailVerified} />
      </DetailRow>
      <DetailRow term="Phone">{orFallback(user.phoneNumber, PROFILE_TEXT.notProvided)}</DetailRow>
      {user.address?.trim() ? <DetailRow term="Address">{user.address}</DetailRow> : null}
    </DetailCard>
  );
}
