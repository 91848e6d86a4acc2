import styled from 'styled-components';

/** The row of buttons at the bottom of a dialog: Cancel first, the main action last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
