import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SpinnerIcon } from '../spinner/spinner-icon';
import { StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A pending action: the button is disabled, shows a spinner and `busyText` (or its label). */
  busy?: boolean;
  busyText?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyText,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <SpinnerIcon $size="sm" />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}
