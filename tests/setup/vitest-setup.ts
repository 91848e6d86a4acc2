// Shared by every Vitest project: jsdom's Web Storage where a test runs in jsdom, and a clean one per test.
import { afterEach } from 'vitest';

// Node.js 25 and later have a localStorage and sessionStorage of their own (experimental Web Storage) that read as
// undefined without --localstorage-file, and Vitest's jsdom environment leaves a global that already exists alone:
// put jsdom's back. Nothing happens on Node.js 24 and earlier, where jsdom's are already in place.
const dom = (globalThis as { jsdom?: { window: Pick<Window, 'localStorage' | 'sessionStorage'> } }).jsdom;
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (dom && globalThis[name] === undefined) Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true });
}

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
