import { useId, type ReactNode } from 'react';

type FieldIdsInput = {
  id: string | undefined;
  hint: ReactNode;
  error: string | undefined;
  describedBy: string | undefined;
};

// One id per field part, so the control can point at its hint and error with aria-describedby.
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
}
