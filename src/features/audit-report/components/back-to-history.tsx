import { Link, useLocation } from '@tanstack/react-router';
import styled from 'styled-components';
import { z } from 'zod';
import { paths } from '@/config/paths';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

// View Details adds the list's address (page, size) to the list entry's state, which also holds its filters.
const fromHistorySchema = z.object({ historyHref: z.string() });

/**
 * Back to the role's history list, with the page and filters it had when the report was opened: the address from
 * the state, and the state itself handed back (`state`: true), since the filters are never in the address.
 */
export function BackToHistory({ prefix }: { prefix: string }) {
  const list = paths.history(prefix);
  const state = useLocation({ select: (location) => location.state });
  const parsed = fromHistorySchema.safeParse(state);
  const href =
    parsed.success && (parsed.data.historyHref === list || parsed.data.historyHref.startsWith(`${list}?`)) ? parsed.data.historyHref : list;

  return (
    <BackLink to={href} state>
      <span aria-hidden="true">←</span>
      Back
    </BackLink>
  );
}
