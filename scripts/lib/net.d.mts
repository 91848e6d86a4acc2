// Types of net.mjs for the TypeScript that uses it.
export function freePort(): Promise<number>;
export function waitFor(url: string, ms: number): Promise<boolean>;
