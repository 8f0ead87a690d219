import { defineConfig, devices } from '@playwright/test';
import { testBrowserLaunchOptions } from './tests/e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a run that lands must not fail on one timing hiccup; the report still lists a retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    browserName: 'chromium',
    // One browser for every spec (fake camera and microphone included): a spec with its own launch options needs
    // workers of its own (support/chromium.ts).
    launchOptions: testBrowserLaunchOptions,
    serviceWorkers: 'allow',
    // Transitions off, as for users who ask for reduced motion: axe never measures a toast or dialog mid-fade.
    contextOptions: { reducedMotion: 'reduce' },
    // CI records a trace on the retry of a failed test (Playwright's advice for CI): every passing test used to be
    // traced (DOM snapshots and screenshots at each action) only for the trace to be thrown away. Locally: as before.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Playwright runs the projects' tests in this order. Desktop first: the long flows that run once (desktop only, up to
  // minutes each) start early and the short tests of the phone project fill in at the end, so neither worker is left
  // alone with a long flow at the end of the run.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/healthz`,
    // Every test signs up from 127.0.0.1: per-address limits are scaled up; per-account limits stay as in production.
    env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DEMO_MODE: 'true', ADDRESS_RATE_LIMIT_FACTOR: '20' },
    // Locally a server already on the port is reused (fast reruns); CI always starts a fresh one.
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
