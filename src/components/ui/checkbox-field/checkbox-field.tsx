import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages } from '../field/field-messages';
import { FieldRoot } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: ${({ theme }) => theme.sizes.checkbox};
  height: ${({ theme }) => theme.sizes.checkbox};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });

  return (
    <FieldRoot className={className}>
      <Row>
        <Checkbox {...inputProps} id={controlId} aria-invalid={error ? true : ariaInvalid} aria-describedby={ariaDescribedBy} />
        <Label htmlFor={controlId}>{label}</Label>
      </Row>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
