import { Banner } from '@/components/ui/banner/banner';
import { Button } from '@/components/ui/button/button';
import { PROFILE_TEXT } from '../utils/profile-text';

/** The yellow notice while the e-mail is unverified; Verify opens the verify dialog. */
export function UnverifiedBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <Banner
      variant="warning"
      title={PROFILE_TEXT.unverifiedBanner}
      action={
        <Button variant="secondary" size="sm" onClick={onVerify}>
          Verify
        </Button>
      }
    />
  );
}
