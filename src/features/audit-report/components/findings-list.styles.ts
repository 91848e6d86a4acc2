import styled, { css } from 'styled-components';
import type { ReportFinding } from '@healthcare-portal/contracts/report-evidence';
import { Card, CardTitle } from './detail-list';

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

export const PanelTitle = styled(CardTitle)`
  margin: 0;
`;

export const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entryBox = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
`;

export const EntryButton = styled.button`
  ${entryBox}
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.highlightBorder};
    background: ${({ theme }) => theme.colors.warningSubtle};
  }
`;

/** An entry with nothing to show in the original: read, not chosen. */
export const EntryText = styled.div`
  ${entryBox}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * On a phone the list is a view of its own, so each message reads whole there. Beside the viewers each is cut to one
 * line: its whole text is the button's name and shows in the announcement once chosen.
 */
export const EntryLine = styled.span`
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** On a phone the list and the original take turns: each entry says where choosing it goes. */
export const PhoneAction = styled.span`
  grid-column: 2;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const Where = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BADGE_COLOURS = {
  fail: css`
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: ${({ theme }) => theme.colors.dangerBorder};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
    border-color: ${({ theme }) => theme.colors.warningBorder};
  `,
  pass: css`
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
    border-color: ${({ theme }) => theme.colors.successBorder};
  `,
  value: css`
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.infoText};
    border-color: ${({ theme }) => theme.colors.infoBorder};
  `,
} as const;

/** The severity in words (never colour alone), or 'Value' for a header value. */
export const Badge = styled.span<{ $kind: ReportFinding['severity'] | 'value' }>`
  min-width: ${({ theme }) => theme.sizes.badgeMinWidth};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borderWidths.thin} solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  ${({ $kind }) => BADGE_COLOURS[$kind]}
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
