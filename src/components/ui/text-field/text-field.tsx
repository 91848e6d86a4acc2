import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages } from '../field/field-messages';
import { FieldLabelText } from '../field/field-label';
import { FieldRoot, controlStyles } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import { PasswordToggle } from './password-toggle';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A control shown inside the input's end, e.g. a clear button. Password fields use it for the toggle. */
  endAdornment?: ReactNode;
};

const InputWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $hasEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $hasEnd }) => ($hasEnd ? theme.space[10] : theme.space[3])};
`;

const End = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: flex;
  align-items: center;
`;

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const end = isPassword ? (
    <PasswordToggle revealed={revealed} controls={controlId} onToggle={() => setRevealed((value) => !value)} />
  ) : (
    endAdornment
  );

  return (
    <FieldRoot className={className}>
      <FieldLabelText htmlFor={controlId} label={label} required={required} />
      <InputWrapper>
        <Input
          {...inputProps}
          id={controlId}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          aria-invalid={error ? true : ariaInvalid}
          aria-describedby={ariaDescribedBy}
          $invalid={Boolean(error)}
          $hasEnd={Boolean(end)}
        />
        {end ? <End>{end}</End> : null}
      </InputWrapper>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
