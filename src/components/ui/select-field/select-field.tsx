import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages } from '../field/field-messages';
import { FieldLabelText } from '../field/field-label';
import { FieldRoot, controlStyles } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first option (value ''), so "nothing chosen yet" can be validated. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });

  return (
    <FieldRoot className={className}>
      <FieldLabelText htmlFor={controlId} label={label} required={required} />
      <Select
        {...selectProps}
        id={controlId}
        required={required}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ariaDescribedBy}
        $invalid={Boolean(error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
