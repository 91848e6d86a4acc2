import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** The content area; `$reserveBottomNav` keeps room for the fixed bottom bar so nothing hides behind it. */
export const Content = styled.main<{ $reserveBottomNav?: boolean }>`
  flex: 1;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme, $reserveBottomNav }) =>
    $reserveBottomNav ? `calc(${theme.sizes.bottomNavHeight} + ${theme.space[6]})` : theme.space[6]};
  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space[6]};
    padding-right: ${({ theme }) => theme.space[6]};
  }
`;
