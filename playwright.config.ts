import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.BROWSER_TEST_PORT ?? 4173);
// Several developers (or agents) can test side by side, each with its own build folder and port.
const dist = process.env.BROWSER_TEST_DIST ?? 'dist-simulator';

/**
 * Browser tests run in Debian's Chromium (no browser downloads here) against one built simulator app
 * (`vite build --mode simulator --outDir dist-simulator`, made once by npm test) served by vite preview.
 */
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Processing and first opens run the engine in the simulator's worker; two browsers share CI's two cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --mode simulator --outDir ${dist} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
