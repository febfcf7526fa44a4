import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the real
 * server serving the built web app, with a fresh embedded database seeded with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 18180);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    // One data folder and one copy of the built web app per port: two runs on different E2E_PORTs never
    // share a database, and a rebuild of apps/web/dist during a run cannot pull the pages from under it.
    command: `rm -rf .artifacts/data-${PORT} .artifacts/web-${PORT} && mkdir -p .artifacts && cp -r ../apps/web/dist .artifacts/web-${PORT} && node --import tsx ../apps/server/src/main.ts`,
    url: `${BASE_URL}/health/ready`,
    // The first start seeds the demo and imports its bank and partner files through the real pipeline.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.artifacts/data-${PORT}`,
      WEB_DIST_DIR: path.resolve(import.meta.dirname, `.artifacts/web-${PORT}`),
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes: the per-address limit is tested in integration.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
    },
  },
});
