import type { ReactNode } from 'react';
import { BannerIcon } from './banner-icon';
import { Action, Body, Content, Root, Title, type BannerVariant } from './banner.styles';

type BannerProps = {
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** e.g. the Verify button of the unverified e-mail banner. */
  action?: ReactNode;
  className?: string;
};

// Errors interrupt; success is announced politely; info and warning are part of the page and read in order.
const roles: Record<BannerVariant, 'alert' | 'status' | undefined> = {
  error: 'alert',
  success: 'status',
  info: undefined,
  warning: undefined,
};

export function Banner({ variant = 'info', title, children, action, className }: BannerProps) {
  return (
    <Root role={roles[variant]} $variant={variant} className={className}>
      <BannerIcon variant={variant} />
      <Content>
        {title ? <Title>{title}</Title> : null}
        {children ? <Body>{children}</Body> : null}
      </Content>
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
