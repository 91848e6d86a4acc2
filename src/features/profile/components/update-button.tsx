import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { PROFILE_TEXT } from '../utils/profile-text';

// Matches the UI kit's disabled button, which this one imitates while staying focusable.
const DISABLED_OPACITY = 0.6;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Tip = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space[2]});
  display: none;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.grey[800]};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  pointer-events: none;

  ${Wrap}:hover &,
  ${Wrap}:focus-within & {
    display: block;
  }
`;

const SubmitButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: ${DISABLED_OPACITY};
  }
`;

type UpdateButtonProps = { unchanged: boolean; saving: boolean };

/**
 * Update Profile: unavailable while nothing changed or while saving. With nothing changed it stays focusable
 * (aria-disabled) so keyboard and screen reader users also learn why, from the 'No changes detected' tooltip.
 */
export function UpdateButton({ unchanged, saving }: UpdateButtonProps) {
  const tipId = useId();
  return (
    <Wrap>
      <SubmitButton
        type="submit"
        busy={saving}
        busyText="Updating..."
        aria-disabled={unchanged || undefined}
        aria-describedby={unchanged ? tipId : undefined}
      >
        Update Profile
      </SubmitButton>
      {unchanged ? (
        <Tip id={tipId} role="tooltip">
          {PROFILE_TEXT.noChanges}
        </Tip>
      ) : null}
    </Wrap>
  );
}
