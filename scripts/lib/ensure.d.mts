// Types of ensure.mjs for the TypeScript that uses it.
export function installIsCurrent(dir?: string): boolean;
export function ensureDependencies(): Promise<boolean>;
export const CHROMIUM: string;
export function ensureChromium(): Promise<boolean>;
