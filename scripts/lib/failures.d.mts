// Types of failures.mjs for its test.
export function vitestFailures(report: unknown, root: string): string[];
export function playwrightFailures(report: unknown): string[];
