// Shared by every Vitest project: nothing global yet beyond a clean localStorage per test where one exists.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
