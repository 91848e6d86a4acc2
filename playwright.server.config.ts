import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';

const port = Number(process.env.SERVER_BROWSER_TEST_PORT ?? 4273);
const dataDir = process.env.SERVER_BROWSER_TEST_DATA ?? 'test-results/server-browser-data';

/**
 * The browser smoke set against the real server (tests/browser-server): `npm run server` with the demo history on a
 * fresh embedded database, serving the real build in dist-server/ (npm test builds it for the server suites).
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/browser-server',
  outputDir: 'test-results/playwright-server',
  fullyParallel: false,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/src/main.ts --seed-demo`,
    url: `http://127.0.0.1:${port}/api/v1/ready`,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: 'dist-server' },
    reuseExistingServer: false,
    // The server's own lines (its start, or why it stopped) show with the test output.
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 240_000,
  },
});
