import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the real
 * server serving the built web app, with a fresh embedded database seeded with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 18180);
/**
 * The specs run on two servers at once, each with its own freshly seeded database and one worker, so no
 * two specs ever share a server at the same time. E2E_SERVERS=1 runs everything on one (a single spec
 * run locally needs no second server to seed).
 */
const SERVERS = process.env.E2E_SERVERS === '1' ? 1 : 2;
const urlOf = (server: number) => `http://127.0.0.1:${PORT + 10 * server}`;
export const BASE_URL = urlOf(0);
// Issue 17: the mail sink (SMTP) and the OpenID Connect provider the admin tests start, beside the first
// server (the specs that use them run there).
export const MAIL_SINK_PORT = PORT + 1;
export const IDP_PORT = PORT + 2;
export const IDP_CLIENT = { clientId: 'clearline-e2e', clientSecret: 'clearline-e2e-secret-0123456789' };

/**
 * The browser specs that change the demo organisations' configuration for everyone after them, by the
 * server they run on: they run once every other spec has ended (a project that depends on the others).
 */
const CONFIGURATION_SPECS = [/admin\/organization-settings\.spec\.ts$/];
const SECOND_SERVER_CONFIGURATION_SPECS = [
  /admin\/ledger-config\.spec\.ts$/,
  // Issue 19: pushes statements whose lines auto-match, which moves the demo's open counts.
  /agents\/agents\.spec\.ts$/,
];

/**
 * The specs of the second server: about half the suite's time. The mail-sink and identity-provider
 * specs (admin/users, admin/sign-in-auth0) stay on the first.
 */
const SECOND_SERVER_SPECS = [
  /\/(balances|boards|dashboards|demo|ewa|health|payroll|reports|workflow)\/[^/]+\.spec\.ts$/,
];

/** One server: its port, data folder and copy of the built web app are its own. */
function server(index: number) {
  const port = PORT + 10 * index;
  const url = urlOf(index);
  return {
    // One data folder and one copy of the built web app per port: two runs on different E2E_PORTs never
    // share a database, and a rebuild of apps/web/dist during a run cannot pull the pages from under it.
    command: `rm -rf .artifacts/data-${port} .artifacts/web-${port} && mkdir -p .artifacts && cp -r ../apps/web/dist .artifacts/web-${port} && node --import tsx ../apps/server/src/main.ts`,
    url: `${url}/health/ready`,
    // The first start seeds the demo and imports its bank and partner files through the real pipeline
    // (about 2 minutes on a quiet 2-core machine; two servers seeding at once take longer).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.artifacts/data-${port}`,
      WEB_DIST_DIR: path.resolve(import.meta.dirname, `.artifacts/web-${port}`),
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes: the per-address limit is tested in integration.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      // Issue 17: mail goes through SMTP to the tests' sink (nothing listens there outside the admin
      // tests: the message then stays in the outbox, marked unsent), and the Auth0 tab signs in at the
      // tests' own provider on loopback.
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      PUBLIC_URL: url,
      OIDC_AUTH0_ISSUER: `http://127.0.0.1:${port + 2}`,
      OIDC_AUTH0_CLIENT_ID: IDP_CLIENT.clientId,
      OIDC_AUTH0_CLIENT_SECRET: IDP_CLIENT.clientSecret,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  // One worker per server (each project below allows one).
  workers: SERVERS,
  // In CI a failed test runs once more, in a fresh browser against the same server: two servers and two
  // browsers on two cores make a page's timing vary, and a second failure is a failure. npm test names
  // every test that passed only on its retry.
  retries: process.env.CI ? 1 : 0,
  // Twice what the slowest unmarked test needs on a quiet machine: in CI (two servers, two browsers, two
  // cores, a machine whose speed varies) tests ran up to 3.6 times their quiet time, and several that
  // take 15-20 s alone took 50-57 s there.
  timeout: 120_000,
  // Two servers and two browsers keep both cores busy: a page drawn in 3 s alone can take 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Recording a trace costs every test about a fifth of its time (30 tests: 213 s with, 171 s without):
    // CI records one only when it runs a failed test again (its retry is what shows the failure),
    // locally every failure keeps its trace. E2E_TRACE overrides both ('on', 'off', ...).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'on-first-retry' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // Each server's specs share its seeded demo, one spec at a time. The specs that change an organisation's
  // shared configuration (a new organisation for ops, a new bank account with an entry, agents' imports)
  // run after every other spec, which count the demo's organisations, accounts and open items: Playwright
  // starts a project that depends on others once those have all ended.
  projects: [
    {
      name: 'app',
      testIgnore: [...CONFIGURATION_SPECS, ...SECOND_SERVER_CONFIGURATION_SPECS, ...SECOND_SERVER_SPECS],
      workers: 1,
      use: { baseURL: urlOf(0) },
    },
    {
      name: 'app-2',
      testMatch: SECOND_SERVER_SPECS,
      workers: 1,
      use: { baseURL: urlOf(SERVERS - 1) },
    },
    {
      name: 'configuration',
      testMatch: CONFIGURATION_SPECS,
      workers: 1,
      use: { baseURL: urlOf(0) },
      dependencies: ['app', 'app-2'],
    },
    {
      name: 'configuration-2',
      testMatch: SECOND_SERVER_CONFIGURATION_SPECS,
      workers: 1,
      use: { baseURL: urlOf(SERVERS - 1) },
      dependencies: ['app', 'app-2'],
    },
  ],
  webServer: Array.from({ length: SERVERS }, (_, index) => server(index)),
});
