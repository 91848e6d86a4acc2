import styled from 'styled-components';

/** A form whose fields, alerts and actions stand one under another. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
