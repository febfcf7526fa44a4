import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the real
 * server serving the built web app, with a fresh embedded database seeded with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 18180);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Issue 17: the mail sink (SMTP) and the OpenID Connect provider the admin tests start, beside the server.
export const MAIL_SINK_PORT = PORT + 1;
export const IDP_PORT = PORT + 2;
export const IDP_CLIENT = { clientId: 'clearline-e2e', clientSecret: 'clearline-e2e-secret-0123456789' };

/** The browser specs that change the demo organisations' configuration for everyone after them. */
const CONFIGURATION_SPECS = [
  /admin\/organization-settings\.spec\.ts$/,
  /admin\/ledger-config\.spec\.ts$/,
  // Issue 19: pushes statements whose lines auto-match, which moves the demo's open counts.
  /agents\/agents\.spec\.ts$/,
];

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
  // Every spec shares one seeded server. The specs that change the organisation's shared configuration (a
  // new organisation for ops, a new bank account with an entry) run after all the others, which count the
  // demo's organisations and accounts: a project that depends on the rest runs last.
  projects: [
    { name: 'app', testIgnore: CONFIGURATION_SPECS },
    { name: 'configuration', testMatch: CONFIGURATION_SPECS, dependencies: ['app'] },
  ],
  webServer: {
    // One data folder and one copy of the built web app per port: two runs on different E2E_PORTs never
    // share a database, and a rebuild of apps/web/dist during a run cannot pull the pages from under it.
    command: `rm -rf .artifacts/data-${PORT} .artifacts/web-${PORT} && mkdir -p .artifacts && cp -r ../apps/web/dist .artifacts/web-${PORT} && node --import tsx ../apps/server/src/main.ts`,
    url: `${BASE_URL}/health/ready`,
    // The first start seeds the demo and imports its bank and partner files through the real pipeline
    // (about 2 minutes on a quiet 2-core machine; past 4 minutes when the machine is loaded).
    timeout: 480_000,
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
      // Issue 17: mail goes through SMTP to the tests' sink (nothing listens there outside the admin
      // tests: the message then stays in the outbox, marked unsent), and the Auth0 tab signs in at the
      // tests' own provider on loopback.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
      PUBLIC_URL: BASE_URL,
      OIDC_AUTH0_ISSUER: `http://127.0.0.1:${IDP_PORT}`,
      OIDC_AUTH0_CLIENT_ID: IDP_CLIENT.clientId,
      OIDC_AUTH0_CLIENT_SECRET: IDP_CLIENT.clientSecret,
    },
  },
});
