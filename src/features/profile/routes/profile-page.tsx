import { useCurrentUser } from '@/stores/auth-store';
import { ProfileDetails } from '../components/profile-details';

/** {prefix}/profile: the signed-in user's own profile. */
export function ProfilePage() {
  const user = useCurrentUser();
  // The guard keeps signed-out users away; this covers the moment between logout and leaving the page.
  return user ? <ProfileDetails user={user} /> : null;
}
