/** What a screen shows where a value is missing (docs/spec/states.md#audit-history: empty values show a dash). */
export const EMPTY_VALUE = '-';

export const textOrDash = (value: string | null | undefined): string => (value?.trim() ? value : EMPTY_VALUE);
