import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton, type ButtonVariant } from '@/components/ui/button/button.styles';

// Navigation that looks like the kit's large full-width button (Go to Login).
const LinkButton = styled(StyledButton)`
  text-decoration: none;
`;

export function ButtonLink({ to, variant = 'primary', children }: { to: string; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <LinkButton as={Link} to={to} $variant={variant} $size="lg" $fullWidth>
      {children}
    </LinkButton>
  );
}
