import { isDeepStrictEqual } from 'node:util';
import type { Step } from './script';

export type Difference = { index: number; label: string; expected: Step | undefined; actual: Step | undefined };

/** The first step where two backends' transcripts of one session part ways, or null when they agree throughout. */
export function firstDifference(a: Step[], b: Step[]): Difference | null {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    if (!isDeepStrictEqual(a[index], b[index])) {
      return { index, label: a[index]?.label ?? b[index]?.label ?? '', expected: a[index], actual: b[index] };
    }
  }
  return null;
}

const show = (step: Step | undefined) => (step === undefined ? '(no such step)' : JSON.stringify(step.seen ?? step.observed ?? null));

export function describeDifference(difference: Difference, names: [string, string]): string {
  return [
    `step ${difference.index + 1}: ${difference.label}`,
    `  ${names[0]}: ${show(difference.expected)}`,
    `  ${names[1]}: ${show(difference.actual)}`,
  ].join('\n');
}
