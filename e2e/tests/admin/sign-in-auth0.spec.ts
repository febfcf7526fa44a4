import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../../apps/server/test/oidc-test-provider';
import { LANDING_PATH } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { BASE_URL, IDP_CLIENT, IDP_PORT } from '../../playwright.config';

let idp: TestIdentityProvider;

test.beforeAll(async () => {
  // The server's OIDC_AUTH0_* settings (playwright.config.ts) point at this provider.
  idp = await startTestIdentityProvider({
    port: IDP_PORT,
    clients: [{ ...IDP_CLIENT, redirectUris: [`${BASE_URL}/callback`] }],
    accounts: {
      ops: { email: 'ops@demo.test', emailVerified: true },
      stranger: { email: 'stranger@example.com', emailVerified: true },
    },
  });
});
test.afterAll(async () => idp?.close());

async function throughAuth0(page: import('@playwright/test').Page, login: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Auth0' }).click();
  await page.getByRole('button', { name: 'Sign in with Auth0' }).click();
  // The provider's own login form (oidc-provider's development form), on its own origin.
  await page.waitForURL(`http://127.0.0.1:${IDP_PORT}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
}

test.describe('external sign-in (issue 17)', () => {
  test('the Firebase tab says it is not configured', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Firebase' }).click();
    await expect(page.getByTestId('provider-not-configured')).toHaveText(
      'Firebase sign-in is not configured on this server. Sign in with your e-mail and password on the JWT tab.',
    );
  });

  test('ops signs in through the Auth0 tab; /callback shows the progress messages', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/oidc/callback', async (route) => {
      await held;
      await route.continue();
    });
    await throughAuth0(page, 'ops');
    await page.waitForURL('**/callback?**');
    await expect(page.getByText('Logging in with Auth0').first()).toBeVisible();
    // The message shows for 6 s as the landing page opens: it is watched for from the moment the answer
    // is let through, since drawing the landing page on a loaded machine can take longer than that.
    const announced = expect(page.getByText('Logged in with Auth0')).toBeVisible({ timeout: 30_000 });
    release();
    await announced;
    await page.waitForURL(`**${LANDING_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reconciliation overview');
  });

  test('an e-mail no member uses is refused with a clear message', async ({ page }) => {
    await throughAuth0(page, 'stranger');
    await expect(page.getByRole('alert')).toHaveText(
      'No Clearline member uses the e-mail stranger@example.com. Ask your administrator for an invitation.',
    );
  });

  test('login tabs: screenshots at 1440 and 390 (entry pages have one theme)', async ({ page }) => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Auth0' }).click();
      await expect(page.getByRole('button', { name: 'Sign in with Auth0' })).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/login-auth0-${width}-light.png`, fullPage: true });
    }
  });
});
