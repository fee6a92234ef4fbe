import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/stack-config';

/**
 * Debian's Chromium (browser downloads are impossible here). The flags keep it from phoning home and
 * from using what a container lacks (GPU, sandbox, QUIC); Playwright adds --headless and a fresh
 * temporary profile (user-data-dir) per launch.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One stack for the run and two cores on the machine: tests run one after the other.
  workers: 1,
  fullyParallel: false,
  // No retries: a failure here is a bug to fix, not noise to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-US',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
