import type { ReactNode } from 'react';
import { FieldLabel, RequiredMark } from './field-parts';

/** A field's label; a required field shows a mark that screen readers skip (the control says `required`). */
export function FieldLabelText({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <FieldLabel htmlFor={htmlFor}>
      {label}
      {required ? <RequiredMark>*</RequiredMark> : null}
    </FieldLabel>
  );
}
