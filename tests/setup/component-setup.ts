// Component tests: jest-dom matchers, and a fresh DOM after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their route chunks lazily; on a loaded 2-core CI machine the first render of a file can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
